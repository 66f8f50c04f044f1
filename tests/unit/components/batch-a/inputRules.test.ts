import { describe, expect, it } from 'vitest';
import { applyInputRules } from '@/components/TextField';

const account = { digitsOnly: true, maxLength: 11 };
const password = { maxLength: 16, stripWhitespace: true };

describe('applyInputRules', () => {
  it('keeps only the digits of a login account and stops at 11', () => {
    expect(applyInputRules('138-0013 8000 99', account)).toBe('13800138000');
    expect(applyInputRules('abc', account)).toBe('');
  });

  it('turns full-width digits from a Chinese input method into ordinary digits', () => {
    expect(applyInputRules('１３９１２３４５６７８', account)).toBe('13912345678');
  });

  it('removes every space, tab and line break from a password and keeps 16 characters', () => {
    expect(applyInputRules(' Abc 123\t456\n789 xyz-extra ', password)).toBe('Abc123456789xyz-');
  });

  it('counts an emoji as one character when cutting to the maximum length', () => {
    expect(applyInputRules('学习😀加油', { maxLength: 3 })).toBe('学习😀');
  });

  it('leaves the value alone when no rule is set', () => {
    expect(applyInputRules(' 初二 数学 ', {})).toBe(' 初二 数学 ');
  });

  it('allows an empty result when the maximum length is zero', () => {
    expect(applyInputRules('123', { maxLength: 0 })).toBe('');
  });
});
