import { describe, expect, it } from 'vitest';
import {
  durationParts,
  formatClock,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatWechatAccount,
  maskPhone,
} from '@/lib/format';

describe('WeChat account display', () => {
  it('shows an account of six characters or fewer in full', () => {
    expect(formatWechatAccount('xb2026')).toBe('xb2026');
    expect(formatWechatAccount('abc')).toBe('abc');
  });

  it('cuts a longer account to six characters and an ellipsis', () => {
    expect(formatWechatAccount('xueban_teacher01')).toBe('xueban...');
  });

  it('counts emoji and Chinese characters as one character each', () => {
    expect(formatWechatAccount('学伴老师😀😀😀')).toBe('学伴老师😀😀...');
  });
});

describe('phone masking', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('ignores spaces the user typed', () => {
    expect(maskPhone('138 1234 5678')).toBe('138****5678');
  });

  it('leaves a number too short to mask as it is', () => {
    expect(maskPhone('1234567')).toBe('1234567');
  });
});

describe('date formatting', () => {
  const moment = new Date(2026, 2, 1, 9, 5, 7);

  it('writes dates the way Chinese pages do, in local time', () => {
    expect(formatDate(moment)).toBe('2026-03-01');
    expect(formatDateTime(moment)).toBe('2026-03-01 09:05');
    expect(formatDate(moment, 'YYYY年MM月DD日 HH:mm:ss')).toBe('2026年03月01日 09:05:07');
  });

  it('accepts timestamps and date strings', () => {
    expect(formatDate(moment.getTime())).toBe('2026-03-01');
    expect(formatDate('2026-03-01T09:05:07')).toBe('2026-03-01');
  });

  it('gives an empty string instead of "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes a long date in Chinese by default and in another language on request', () => {
    expect(formatLongDate(moment)).toBe('2026年3月1日');
    expect(formatLongDate(moment, 'en')).toBe('March 1, 2026');
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(formatClock(545)).toBe('9:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('durationParts', () => {
  it('splits a duration into hours and rounded minutes', () => {
    expect(durationParts(8130)).toEqual({ hours: 2, minutes: 16 });
    expect(durationParts(1740)).toEqual({ hours: 0, minutes: 29 });
  });
});
