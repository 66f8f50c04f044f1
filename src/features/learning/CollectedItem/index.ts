export * from './CollectedItem';
