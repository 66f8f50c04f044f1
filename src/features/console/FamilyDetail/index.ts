export * from './FamilyDetail';
export * from './FamilyActionDialog';
