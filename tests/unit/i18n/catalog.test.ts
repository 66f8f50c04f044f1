import { describe, expect, it } from 'vitest';
import { createI18n, LOCALE_STORAGE_KEY, resources } from '@/i18n';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogs', () => {
  it('gives English every key of the default Chinese catalog and no other', () => {
    expect(keysOf(resources.en.translation).sort()).toEqual(keysOf(resources['zh-CN'].translation).sort());
  });

  it('leaves no message empty in either locale', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const empty = keysOf(resources[locale].translation).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[locale].translation);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('starts in simplified Chinese when nothing was chosen', () => {
    expect(createI18n().language).toBe('zh-CN');
  });

  it('remembers the chosen locale for the next visit', async () => {
    const first = createI18n();
    await first.changeLanguage('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(createI18n().language).toBe('en');
  });
});
