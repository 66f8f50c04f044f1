export * from './RichBodyField';
