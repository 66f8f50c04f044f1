export * from './PaperQuestions';
