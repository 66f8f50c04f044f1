/** What the article is shared as (SPEC §4 share setup): title, description, link and image. */
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

export interface ShareSetupInput {
  /** The page address the signature is made for (without its hash). */
  url: string;
  share: ShareContent;
  /** Wait before asking, so the page's own content loads first (SPEC: 500 ms). */
  delayMs?: number;
}

export interface ShareSetupContext {
  url: string;
  share: ShareContent;
  delayMs: number;
  config: ShareConfig | null;
}

export interface RequestConfigInput {
  url: string;
  /** 3 on the article page (SPEC §7). */
  type: 3;
}

export interface ConfigureSdkInput {
  config: ShareConfig;
  share: ShareContent;
}

export type ShareSetupTag = 'pending' | 'shared' | 'skipped';
