/** The claim form; declared beside the checks that judge it, so types.ts takes everything from here in one direction. */
export interface GiftFormValues {
  phone: string;
  captcha: string;
  code: string;
}
export type GiftField = keyof GiftFormValues;

/** Seconds before another code may be asked for. */
export const GIFT_SMS_SECONDS = 60;

const PHONE = /^1\d{10}$/;
const CODE = /^\d{4,8}$/;

/** The i18n key of what is wrong with each field asked about. */
export const GIFT_PROBLEMS = {
  phone: 'mobile.gift.errors.phone',
  captcha: 'mobile.gift.errors.captcha',
  code: 'mobile.gift.errors.code',
} as const satisfies Record<GiftField, string>;
export type GiftProblemKey = (typeof GIFT_PROBLEMS)[GiftField];

export function problemsOf(values: GiftFormValues, fields: readonly GiftField[]): Partial<Record<GiftField, GiftProblemKey>> {
  const found: Partial<Record<GiftField, GiftProblemKey>> = {};
  if (fields.includes('phone') && !PHONE.test(values.phone)) found.phone = GIFT_PROBLEMS.phone;
  if (fields.includes('captcha') && !values.captcha) found.captcha = GIFT_PROBLEMS.captcha;
  if (fields.includes('code') && !CODE.test(values.code)) found.code = GIFT_PROBLEMS.code;
  return found;
}

/** Captcha ids of one form: its seed and how many pictures it has asked for. */
export function giftCaptchaId(seed: string, serial: number): string {
  return `${seed}-${serial}`;
}
