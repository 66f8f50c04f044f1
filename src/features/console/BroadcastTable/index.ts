export * from './BroadcastTable';
