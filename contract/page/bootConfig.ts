/*
 * The settings block the server writes into every page it serves (server/src/plugins/bootConfig.ts) and the
 * browser reads once (src/api/http/bootConfig.ts): its element id and its shape.
 */
export const BOOT_CONFIG_ID = 'boot-config';

export interface BootConfig {
  /** PEM public key the server decrypts login passwords with. */
  rsaPublicKey?: string;
  /** The official WeChat JS-SDK script, loaded by the pages that set up a WeChat share, inside WeChat only. */
  wechatJsSdkUrl?: string;
  /** A trial site (SITE_MODE=trial): its pages say so, with the SMS code its testers use where it has one. */
  trial?: TrialSite;
}

export interface TrialSite {
  smsCode?: string;
}
