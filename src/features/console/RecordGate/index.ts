export * from './RecordGate';
