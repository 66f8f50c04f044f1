/**
 * Settings that belong to the running server rather than to the build: the server writes them into every
 * page it serves as a JSON data block (server/src/plugins/bootConfig.ts), so one build runs under any
 * server's keys. A data block is never executed, so the Content-Security-Policy has nothing to allow.
 */
export const BOOT_CONFIG_ID = 'boot-config';

export interface BootConfig {
  /** PEM public key the server decrypts login passwords with. */
  rsaPublicKey?: string;
  /** The official WeChat JS-SDK script, loaded by the pages that set up a WeChat share, inside WeChat only. */
  wechatJsSdkUrl?: string;
  /** A trial site (SITE_MODE=trial): its pages say so, with the SMS code its testers use where it has one. */
  trial?: { smsCode?: string };
}

/** The page's boot configuration; empty where no server wrote the page (Vite's dev server, Storybook, tests). */
export function readBootConfig(): BootConfig {
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_CONFIG_ID)?.textContent;
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
