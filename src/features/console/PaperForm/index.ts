export * from './PaperForm';
