export * from './AuditTable';
export * from './auditChanges';
