export * from './RecordForm';
