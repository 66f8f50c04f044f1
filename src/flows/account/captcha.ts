import { api } from '@/app/api';

export const CAPTCHA_PATH = '/api/captcha';

const addresses = new Map<string, string>();

/**
 * The captcha picture for an id. `t` makes each id's address one the browser has never cached; the
 * address is kept per id, so re-rendering the form does not draw (and spend) a new picture.
 */
export function captchaImageSrc(captchaId: string): string {
  let address = addresses.get(captchaId);
  if (!address) {
    address = api.url(CAPTCHA_PATH, { t: Date.now(), c: captchaId });
    addresses.set(captchaId, address);
    // Only the latest few ids are ever on screen.
    if (addresses.size > 20) addresses.delete(addresses.keys().next().value as string);
  }
  return address;
}

/** A random seed for captcha ids, unique per flow so two open forms never share one. */
export function randomSeed(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}
