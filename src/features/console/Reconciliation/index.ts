export * from './Reconciliation';
