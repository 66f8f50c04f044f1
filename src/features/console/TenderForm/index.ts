export * from './TenderForm';
