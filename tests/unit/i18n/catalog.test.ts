import { describe, expect, it } from 'vitest';
import { createI18n, LOCALE_STORAGE_KEY, setLocale } from '@/i18n';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-CN';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
}

describe('message catalogs', () => {
  it('gives English every key of the default Chinese catalog and no other', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('leaves no message empty in either locale', () => {
    for (const catalog of [zhCN, en]) {
      const empty = keysOf(catalog).filter((key) => {
        const value = valueAt(catalog, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('keeps the same interpolation placeholders in both locales', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = keysOf(zhCN).filter(
      (key) => placeholders(valueAt(zhCN, key)).join() !== placeholders(valueAt(en, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('starts in simplified Chinese when nothing was chosen', () => {
    expect(createI18n().language).toBe('zh-CN');
  });

  it('remembers the chosen locale for the next visit', async () => {
    const first = createI18n();
    await setLocale('en', first);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    const next = createI18n();
    expect(next.language).toBe('en');
    expect(next.t('components.button.loading')).toBe('Loading');
  });
});
