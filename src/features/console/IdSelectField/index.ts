export * from './IdSelectField';
