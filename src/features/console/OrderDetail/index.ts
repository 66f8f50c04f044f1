export * from './OrderDetail';
