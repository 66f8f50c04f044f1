export * from './OrderDetail';
export { Rows, Section } from './parts';
