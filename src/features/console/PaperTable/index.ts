export * from './PaperTable';
