export * from './FamilyTable';
