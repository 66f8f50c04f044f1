export * from './NotificationItem';
