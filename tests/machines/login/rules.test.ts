import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAX_LENGTH,
  canSubmit,
  LOGIN_TOAST_MS,
  maskPhone,
  PASSWORD_MAX_LENGTH,
  sanitizeAccount,
  sanitizeCaptcha,
  sanitizePassword,
} from '@machines/login';

describe('login form rules', () => {
  it('keeps only digits in the account', () => {
    expect(sanitizeAccount('138-1234 abc5678')).toBe('13812345678');
    expect(sanitizeAccount('一二三')).toBe('');
  });

  it('keeps at most 11 characters of the account', () => {
    expect(ACCOUNT_MAX_LENGTH).toBe(11);
    expect(sanitizeAccount('138123456789999')).toBe('13812345678');
  });

  it('removes whitespace from the password', () => {
    expect(sanitizePassword(' pass word\t1 ')).toBe('password1');
  });

  it('keeps at most 16 characters of the password, counted after whitespace is removed', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(16);
    expect(sanitizePassword('abcdefgh ijklmnopqrst')).toBe('abcdefghijklmnop');
  });

  it('removes spaces from the image captcha', () => {
    expect(sanitizeCaptcha(' 7 k ')).toBe('7k');
  });

  it('activates the login button only when account, password and captcha are all filled', () => {
    const filled = { account: '13812345678', password: 'secret', captcha: 'ab12' };
    expect(canSubmit(filled)).toBe(true);
    expect(canSubmit({ ...filled, account: '' })).toBe(false);
    expect(canSubmit({ ...filled, password: '' })).toBe(false);
    expect(canSubmit({ ...filled, captcha: '' })).toBe(false);
  });

  it('shows the phone with only the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('leaves a number too short to hide anything as it is', () => {
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone('')).toBe('');
  });

  it('keeps login toasts for 3 seconds', () => {
    expect(LOGIN_TOAST_MS).toBe(3000);
  });
});
