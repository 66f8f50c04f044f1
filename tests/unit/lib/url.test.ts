import { describe, expect, it } from 'vitest';
import { pathWith, positiveIntParam } from '@/lib/url';

describe('pathWith', () => {
  it('adds the parameters that have a value, encoded', () => {
    expect(pathWith('/course', { gradeId: 8, categoryId: null, page: undefined, keyWord: '一次 函数' })).toBe(
      '/course?gradeId=8&keyWord=%E4%B8%80%E6%AC%A1+%E5%87%BD%E6%95%B0',
    );
  });

  it('leaves the path bare without parameters', () => {
    expect(pathWith('/news', { categoryId: '' })).toBe('/news');
  });
});

describe('positiveIntParam', () => {
  it('reads ids and pages', () => {
    expect(positiveIntParam('12')).toBe(12);
  });

  it('refuses what is not a positive whole number', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999']) {
      expect(positiveIntParam(value), String(value)).toBeNull();
    }
  });
});
