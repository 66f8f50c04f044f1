/** What a page is shared as (SPEC §4 share setup): title, description, link and image (absolute addresses). */
export interface ShareContent {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** Answer of weixin/shareConfig (SPEC §3): what wx.config needs. */
export interface ShareConfig {
  appId: string;
  timestamp: string | number;
  nonceStr: string;
  signature: string;
}

/**
 * weixin/shareConfig's type (SPEC §7): 3 on the article page, otherwise 0 or 1 by device. The spec does not say
 * which of 0 and 1 is which, nor does the server tell them apart: phone (or tablet) = 1, computer = 0 here.
 */
export type ShareType = 0 | 1 | 3;

export interface ShareSetupInput {
  /** The page address the signature is made for (without its hash). */
  url: string;
  share: ShareContent;
  /** Sent with the request; the article page's 3 when not given. */
  type?: ShareType;
  /** Wait before asking, so the page's own content loads first (SPEC: 500 ms). */
  delayMs?: number;
}

export interface ShareSetupContext {
  url: string;
  share: ShareContent;
  type: ShareType;
  delayMs: number;
  config: ShareConfig | null;
}

export interface RequestConfigInput {
  url: string;
  type: ShareType;
}

export interface ConfigureSdkInput {
  config: ShareConfig;
  share: ShareContent;
}

export type ShareSetupTag = 'pending' | 'shared' | 'skipped';
