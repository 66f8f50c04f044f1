export { PromotionNotice } from './PromotionNotice';
export type { PromotionNoticeProps } from './PromotionNotice';
