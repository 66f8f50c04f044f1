export {
  paymentStatusMachine,
  paymentStateIds,
  type PaymentStatusMachine,
  type PaymentStateId,
  type PaymentView,
} from './paymentStatusMachine';
export * from './rules';
export * from './types';
