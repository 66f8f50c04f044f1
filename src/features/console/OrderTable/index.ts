export * from './OrderTable';
