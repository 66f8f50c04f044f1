import type { Store } from '../../platform/store';
import { type CaptchaImageOptions, captchaText, drawCaptcha } from './captchaImage';

export const CAPTCHA_WRONG = '图形验证码错误，请重新输入';
export const CAPTCHA_TTL_SECONDS = 5 * 60;
/** Captcha ids come from the client (query parameter c); keep them short and key-safe. */
export const CAPTCHA_ID_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

const IMAGE_OPTIONS: CaptchaImageOptions = {
  size: 4,
  width: 120,
  height: 40,
  fontSize: 44,
  // Characters people confuse with each other.
  ignoreChars: '0oO1iIlL',
  background: '#f4f6fa',
};

export interface CaptchaService {
  /** Creates a new answer for id `c` (replacing any earlier one) and returns the SVG image. */
  issue(c: string): Promise<string>;
  /** True when `answer` matches the answer for `c`, ignoring case. The answer is used up either way. */
  verifyCaptcha(c: string, answer: string): Promise<boolean>;
  /**
   * Like verifyCaptcha, but a right answer stays for the form that shows the picture to use up (an anonymous
   * form's upload asks before the form is sent). A wrong answer is used up, so guesses cannot be repeated.
   */
  checkCaptcha(c: string, answer: string): Promise<boolean>;
}

function keyFor(c: string): string {
  return `captcha:${c}`;
}

export function createCaptchaService(store: Store, options: { fixedAnswer?: string | undefined } = {}): CaptchaService {
  return {
    async issue(c) {
      const text = options.fixedAnswer || captchaText(IMAGE_OPTIONS);
      const image = drawCaptcha(text, IMAGE_OPTIONS);
      await store.set(keyFor(c), text.toLowerCase(), CAPTCHA_TTL_SECONDS);
      return image;
    },
    async verifyCaptcha(c, answer) {
      if (!CAPTCHA_ID_PATTERN.test(c)) return false;
      const expected = await store.take(keyFor(c));
      return expected !== null && answer.trim().toLowerCase() === expected;
    },
    async checkCaptcha(c, answer) {
      if (!CAPTCHA_ID_PATTERN.test(c)) return false;
      // Taken and put back rather than read: of several guesses at once only the first sees the answer.
      const expected = await store.take(keyFor(c));
      if (expected === null || answer.trim().toLowerCase() !== expected) return false;
      await store.set(keyFor(c), expected, CAPTCHA_TTL_SECONDS);
      return true;
    },
  };
}
