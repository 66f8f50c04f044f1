import { describe, expect, it } from 'vitest';
import { ADVISER_LOOKUP_DEBOUNCE_MS, ADVISER_TOAST_MS, ADVISER_TOAST_PLACEMENT, displayAccount } from '@machines/adviser';

describe('adviser rules', () => {
  it('shows the first 6 characters of a longer WeChat account, then an ellipsis', () => {
    expect(displayAccount('xueban_teacher_li')).toBe('xueban…');
  });

  it('shows an account of 6 characters or fewer whole', () => {
    expect(displayAccount('xb2024')).toBe('xb2024');
    expect(displayAccount('li')).toBe('li');
  });

  it('counts characters, not UTF-16 units, when cutting an account', () => {
    expect(displayAccount('学伴顾问小李老师')).toBe('学伴顾问小李…');
  });

  it('waits 250 ms before the lookup and shows its toasts 2500 ms at the bottom', () => {
    expect(ADVISER_LOOKUP_DEBOUNCE_MS).toBe(250);
    expect(ADVISER_TOAST_MS).toBe(2500);
    expect(ADVISER_TOAST_PLACEMENT).toBe('bottom');
  });
});
