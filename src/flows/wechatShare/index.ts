// The WeChat share setup: the JS-SDK and the share setup machine on the real calls. Pages that share a card of
// their own reach it through usePageShareCard ('@/flows/share'), which downloads this domain only inside WeChat.
export * from './startShareCard';
export * from './wechatShare';
