export { OrderMessages, type OrderMessage } from './OrderMessages';
