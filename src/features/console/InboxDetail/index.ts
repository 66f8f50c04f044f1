export * from './InboxDetail';
export * from './InboxActions';
export type { InboxDetailData } from './inboxDetailData';
