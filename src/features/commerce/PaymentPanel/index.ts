export {
  cashierAddress,
  PaymentPanel,
  ShareLinkPanel,
  type PaymentPanelProps,
  type PaymentStart,
  type ShareLinkPanelProps,
} from './PaymentPanel';
