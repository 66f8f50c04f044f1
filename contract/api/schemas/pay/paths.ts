/** Prefix of the payment calls (SPEC §7 Payments). */
export const PAY_API = '/api/pay/v1/pay';

/**
 * WeChat's silent authorisation for the payer's openid (server/src/routes/pay/wechatAuthorize.ts): a page
 * sends the payer here with `returnTo`, and comes back with `code` and this `state`.
 */
export const WECHAT_AUTHORIZE_PATH = `${PAY_API}/weixin/authorize`;
export const WECHAT_PAY_STATE = 'wxpay';
