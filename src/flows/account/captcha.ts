import { captchaSources } from '@/api/captcha';
import { api } from '@/app/api';

export { CAPTCHA_PATH } from '@/api/captcha';

/** The captcha picture for an id, on the site's host. */
export const captchaImageSrc = captchaSources(api);

/** A random seed for captcha ids, unique per flow so two open forms never share one. */
export function randomSeed(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}
