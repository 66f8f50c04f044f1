export * from './BroadcastForm';
