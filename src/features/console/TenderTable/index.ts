export * from './TenderTable';
