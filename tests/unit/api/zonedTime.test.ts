import { describe, expect, it } from 'vitest';
import { optionalZonedTime } from '@contract/api/schemas/fields';

describe('a console time field', () => {
  const field = optionalZonedTime();

  it('keeps a time given with its offset or in UTC', () => {
    expect(field.parse('2026-12-20T09:00:00+08:00')).toBe('2026-12-20T09:00:00+08:00');
    expect(field.parse('2026-12-20T01:00Z')).toBe('2026-12-20T01:00Z');
  });

  it('takes a blank or a missing time as none', () => {
    expect(field.parse('')).toBe('');
    expect(field.parse(undefined)).toBe('');
  });

  it('refuses a time without its zone, which the server would read in its own zone', () => {
    const result = field.safeParse('2026-12-20T09:00');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('应为带时区的时间，如 2026-12-20T09:00:00+08:00');
  });

  it('refuses a day or a clock time that does not exist', () => {
    expect(field.safeParse('2026-02-31T09:00+08:00').success).toBe(false);
    expect(field.safeParse('2026-12-20T24:30+08:00').success).toBe(false);
    expect(field.safeParse('2026-12-20T09:60+08:00').success).toBe(false);
    expect(field.safeParse('2028-02-29T09:00+08:00').success).toBe(true);
  });
});
