export * from './ClipFeed';
