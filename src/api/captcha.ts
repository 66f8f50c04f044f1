import type { ApiClient } from './client';

export const CAPTCHA_PATH = '/api/captcha';

/**
 * The captcha pictures of one client's host, by captcha id (and version, where a form redraws the picture of
 * one id). `t` makes each address one the browser has never cached; the address is kept per id and version,
 * so re-rendering a form does not draw (and spend, or replace) the picture the user is reading.
 */
export function captchaSources(client: Pick<ApiClient, 'url'>): (captchaId: string, version?: number) => string {
  const addresses = new Map<string, string>();
  return (captchaId, version = 0) => {
    const key = `${captchaId}#${version}`;
    let address = addresses.get(key);
    if (!address) {
      address = client.url(CAPTCHA_PATH, { t: Date.now(), c: captchaId });
      addresses.set(key, address);
      // Only the latest few ids are ever on screen.
      if (addresses.size > 20) addresses.delete(addresses.keys().next().value as string);
    }
    return address;
  };
}
