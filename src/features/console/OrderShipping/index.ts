export * from './OrderShipping';
export * from './ShipDialog';
export * from './ShipImportDialog';
