import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  emptyRegisterValues,
  hasRegistrationErrors,
  registrationErrorKeys,
  validateRegistration,
  validateSmsRequest,
  type RegisterFormValues,
} from '@/features/account/RegisterForm';

const valid: RegisterFormValues = {
  phone: '13812345678',
  captcha: '7Kp3',
  smsCode: '482913',
  password: 'xueban2024',
  confirmPassword: 'xueban2024',
  agreed: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form with no errors', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(hasRegistrationErrors(validateRegistration(valid))).toBe(false);
  });

  it('names every missing field of an empty form', () => {
    expect(validateRegistration({ ...emptyRegisterValues, agreed: false })).toEqual({
      phone: registrationErrorKeys.phoneRequired,
      smsCode: registrationErrorKeys.smsCodeRequired,
      password: registrationErrorKeys.passwordRequired,
      confirmPassword: registrationErrorKeys.confirmRequired,
      agreement: registrationErrorKeys.agreementRequired,
    });
  });

  it('wants an 11-digit mainland mobile number', () => {
    expect(validateRegistration({ ...valid, phone: '1381234567' }).phone).toBe(registrationErrorKeys.phoneInvalid);
    expect(validateRegistration({ ...valid, phone: '23812345678' }).phone).toBe(registrationErrorKeys.phoneInvalid);
  });

  it('keeps passwords between 6 and 16 characters', () => {
    expect(validateRegistration({ ...valid, password: 'ab123', confirmPassword: 'ab123' }).password).toBe(
      registrationErrorKeys.passwordLength,
    );
    expect(validateRegistration({ ...valid, password: 'ab1234', confirmPassword: 'ab1234' }).password).toBeUndefined();
    const sixteen = 'abcdefghijklmn12';
    expect(validateRegistration({ ...valid, password: sixteen, confirmPassword: sixteen }).password).toBeUndefined();
    expect(validateRegistration({ ...valid, password: `${sixteen}3`, confirmPassword: `${sixteen}3` }).password).toBe(
      registrationErrorKeys.passwordLength,
    );
  });

  it('wants both letters and digits and nothing else', () => {
    const check = (password: string) => validateRegistration({ ...valid, password, confirmPassword: password }).password;
    expect(check('onlyletters')).toBe(registrationErrorKeys.passwordCharset);
    expect(check('12345678')).toBe(registrationErrorKeys.passwordCharset);
    expect(check('xueban_2024')).toBe(registrationErrorKeys.passwordCharset);
    expect(check('学伴xueban2024')).toBe(registrationErrorKeys.passwordCharset);
  });

  it('refuses whitespace in the password', () => {
    expect(validateRegistration({ ...valid, password: 'xueban 2024', confirmPassword: 'xueban 2024' }).password).toBe(
      registrationErrorKeys.passwordWhitespace,
    );
  });

  it('wants the confirmation to match the password', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'xueban2025' }).confirmPassword).toBe(
      registrationErrorKeys.confirmMismatch,
    );
  });

  it('wants the user agreement ticked', () => {
    expect(validateRegistration({ ...valid, agreed: false })).toEqual({ agreement: registrationErrorKeys.agreementRequired });
  });

  it('returns keys that exist in both catalogs', () => {
    for (const key of Object.values(registrationErrorKeys)) {
      expect(i18n.exists(key, 'zh-CN')).toBe(true);
      expect(i18n.exists(key, 'en')).toBe(true);
    }
  });
});

describe('validateSmsRequest', () => {
  it('needs a valid phone and the image captcha before a code is sent', () => {
    expect(validateSmsRequest({ phone: '', captcha: '' })).toEqual({
      phone: registrationErrorKeys.phoneRequired,
      captcha: registrationErrorKeys.captchaRequired,
    });
    expect(validateSmsRequest({ phone: '13812345678', captcha: '7Kp3' })).toEqual({});
  });
});
