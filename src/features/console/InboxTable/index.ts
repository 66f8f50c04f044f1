export * from './InboxTable';
