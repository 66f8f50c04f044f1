export * from './RecentLearning';
