// The share cards of the pages that get shared in WeChat. Small on purpose: every such page downloads it, and
// the share setup itself ('@/flows/wechatShare') is downloaded only inside WeChat.
export * from './shareCards';
export * from './usePageShareCard';
