import { describe, expect, it } from 'vitest';
import {
  canVerify,
  captchaIdOf,
  isCountdownFinished,
  sanitizeCaptcha,
  sanitizeSmsCode,
  SMS_COUNTDOWN_SECONDS,
  SMS_TYPE_LOGIN,
} from '@machines/sms';

describe('SMS rules', () => {
  it('waits 60 seconds before another code may be asked for, and sends login codes as smsType 2', () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(SMS_TYPE_LOGIN).toBe(2);
  });

  it('finishes the countdown at zero seconds and not before', () => {
    expect(isCountdownFinished(1)).toBe(false);
    expect(isCountdownFinished(0)).toBe(true);
    expect(isCountdownFinished(-1)).toBe(true);
  });

  it('removes spaces from a pasted SMS code', () => {
    expect(sanitizeSmsCode(' 12 34\t56 ')).toBe('123456');
  });

  it('enables verify now only once a code has been entered', () => {
    expect(canVerify('')).toBe(false);
    expect(canVerify('   ')).toBe(false);
    expect(canVerify('4821')).toBe(true);
  });

  it('removes spaces from the image captcha answer', () => {
    expect(sanitizeCaptcha(' a B 3 ')).toBe('aB3');
  });

  it('names each captcha image by the seed and a serial, so every refresh asks for a new image', () => {
    expect(captchaIdOf('k9', 0)).toBe('k9-0');
    expect(captchaIdOf('k9', 1)).not.toBe(captchaIdOf('k9', 0));
    expect(captchaIdOf('other', 1)).not.toBe(captchaIdOf('k9', 1));
  });
});
