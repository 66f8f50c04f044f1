export * from './FeedbackRecord';
