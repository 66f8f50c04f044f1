export * from './PaperResults';
