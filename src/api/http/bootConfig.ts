/**
 * Settings that belong to the running server rather than to the build: the server writes them into every
 * page it serves as a JSON data block (server/src/plugins/bootConfig.ts), so one build runs under any
 * server's keys. A data block is never executed, so the Content-Security-Policy has nothing to allow.
 *
 * This module is the only reader of the block: it validates it once and the rest of the app asks for a
 * field through the accessors below. Checked by hand rather than with a zod schema, because it is part of
 * every page's first download, where zod is not.
 */
import { BOOT_CONFIG_ID, type BootConfig, type TrialSite } from '@contract/page/bootConfig';

export type { BootConfig, TrialSite };

/** The block's fields that are well formed; anything else is left out, as if the server had not sent it. */
function parseBootConfig(text: string | null): BootConfig {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const { rsaPublicKey, wechatJsSdkUrl, trial } = value as Record<string, unknown>;
    const smsCode = (trial as { smsCode?: unknown } | null | undefined)?.smsCode;
    return {
      ...(typeof rsaPublicKey === 'string' && rsaPublicKey !== '' ? { rsaPublicKey } : {}),
      ...(typeof wechatJsSdkUrl === 'string' && wechatJsSdkUrl.startsWith('https://') ? { wechatJsSdkUrl } : {}),
      ...(typeof trial === 'object' && trial !== null
        ? { trial: typeof smsCode === 'string' && /^\d{6}$/.test(smsCode) ? { smsCode } : {} }
        : {}),
    };
  } catch {
    return {};
  }
}

let parsed: { text: string | null; config: BootConfig } | undefined;

/**
 * The page's boot configuration; empty where no server wrote the page (Vite's dev server, Storybook, tests).
 * Looked up when first asked for, not when the module loads, and parsed again only if the block's text is not
 * the one parsed before: never on a served page, whose block does not change, but in tests that put one in.
 */
function bootConfig(): BootConfig {
  const text = typeof document === 'undefined' ? null : (document.getElementById(BOOT_CONFIG_ID)?.textContent ?? null);
  if (parsed?.text !== text) parsed = { text, config: parseBootConfig(text) };
  return parsed.config;
}

/** The PEM public key of the server that served the page, if one did. */
export function bootRsaPublicKey(): string | undefined {
  return bootConfig().rsaPublicKey;
}

/** The https address of WeChat's JS-SDK script, as the server names it. */
export function bootWechatJsSdkUrl(): string | undefined {
  return bootConfig().wechatJsSdkUrl;
}

/** What a trial site tells its pages; undefined on a site that is not a trial. */
export function bootTrialSite(): TrialSite | undefined {
  return bootConfig().trial;
}
