export { OrderRow, type OrderRowData, type OrderRowProps } from './OrderRow';
export { OrderStatusTag, type OrderStatusName } from './OrderStatusTag';
