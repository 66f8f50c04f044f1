import { describe, expect, it } from 'vitest';
import { canSubmitLogin, emptyLoginValues } from '@/features/account/LoginForm';

describe('canSubmitLogin', () => {
  const filled = { account: '13812345678', password: 'xueban2024', captcha: '7Kp3' };

  it('allows login once account, password and captcha are all filled', () => {
    expect(canSubmitLogin(filled)).toBe(true);
  });

  it('refuses while any one of the three is empty', () => {
    expect(canSubmitLogin({ ...filled, account: '' })).toBe(false);
    expect(canSubmitLogin({ ...filled, password: '' })).toBe(false);
    expect(canSubmitLogin({ ...filled, captcha: '' })).toBe(false);
    expect(canSubmitLogin(emptyLoginValues)).toBe(false);
  });

  it('does not count blanks as a filled field', () => {
    expect(canSubmitLogin({ ...filled, captcha: '   ' })).toBe(false);
  });

  it('leaves the agreement out, so an unticked box can be answered with the warning', () => {
    expect(canSubmitLogin({ ...filled, agreed: false } as typeof filled)).toBe(true);
  });
});
