export interface WechatProvider {
  /** A valid jsapi_ticket for signing JS-SDK configuration. */
  getJsapiTicket(): Promise<string>;
  /**
   * Where to send a visitor inside WeChat for a silent authorisation (snsapi_base): WeChat comes back to
   * `redirectUri` with `code` and `state` added to its query.
   */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges an OAuth code from a WeChat redirect for the visitor's openId. */
  exchangeCode(code: string): Promise<{ openId: string }>;
}

export class WechatUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatUnavailableError';
  }
}
