import { smsTypeNumber } from '@contract/vocabulary/sms';

/** SPEC §9: a new code can be asked for 60 s after the last one was sent. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** SPEC §7/§9: the smsType the server expects for codes sent during login. */
export const SMS_TYPE_LOGIN = smsTypeNumber('login');

export function isCountdownFinished(secondsLeft: number): boolean {
  return secondsLeft <= 0;
}

/** The code typed by the user, without the spaces a paste or an autofill may bring. */
export function sanitizeSmsCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** 'Verify now' is enabled only once a code has been entered (SPEC §5). */
export function canVerify(smsCode: string): boolean {
  return sanitizeSmsCode(smsCode) !== '';
}

/** The image-captcha answer as typed, without spaces; the server compares it case-insensitively. */
export function sanitizeCaptcha(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/**
 * The `c` parameter naming one captcha image on the server. The seed (random, from the app) keeps ids of
 * different visitors apart; the serial gives every refresh a new image.
 */
export function captchaIdOf(seed: string, serial: number): string {
  return `${seed}-${serial}`;
}
