import { BOOT_CONFIG_ID, type BootConfig } from '../../../../contract/page/bootConfig';
import { type AppConfig, isTrialSite } from '../config/index';
import { WECHAT_JS_SDK_URL } from '../../providers/wechat';

/**
 * The boot configuration every served page carries (src/api/http/bootConfig.ts): what the browser must take from
 * this server, not from the build, such as the public key its passwords are encrypted with. A JSON data
 * block, never run, so the Content-Security-Policy needs no exception for it.
 */
export function bootConfigBlock(
  config: Pick<AppConfig, 'rsa' | 'nodeEnv' | 'siteMode' | 'smsProvider' | 'smsTrialCode'>,
): string {
  const boot: BootConfig = { rsaPublicKey: config.rsa.publicKey, wechatJsSdkUrl: WECHAT_JS_SDK_URL };
  // A trial says so on every page, so no family takes it for the real site and its testers can sign in.
  if (isTrialSite(config)) {
    boot.trial = config.smsProvider === 'local' && config.smsTrialCode ? { smsCode: config.smsTrialCode } : {};
  }
  // `<` is escaped so no value can close the element.
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_CONFIG_ID}">${json}</script>`;
}
