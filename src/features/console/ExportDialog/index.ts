export * from './ExportDialog';
