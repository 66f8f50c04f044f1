export { PaymentStatus, paymentViews, type PaymentStatusProps, type PaymentViewName } from './PaymentStatus';
