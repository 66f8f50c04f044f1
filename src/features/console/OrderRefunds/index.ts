export * from './OrderRefunds';
export * from './RefundDialogs';
