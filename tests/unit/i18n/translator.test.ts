import { describe, expect, it, vi } from 'vitest';
import { Translator } from '@/i18n/translator';

function translator(language = 'zh-CN') {
  const onLanguageChanged = vi.fn();
  const i18n = new Translator({ language, fallbackLanguage: 'zh-CN', onLanguageChanged });
  i18n.addMessages('zh-CN', { routes: { home: '首页', greeting: '你好，{{name}}，还有 {{ days }} 天' } });
  i18n.addMessages('en', { routes: { home: 'Home' } });
  return { i18n, onLanguageChanged };
}

describe('the translator', () => {
  it('finds a message by its dotted key in the current language', () => {
    expect(translator('en').i18n.t('routes.home')).toBe('Home');
    expect(translator('zh-CN').i18n.t('routes.home')).toBe('首页');
  });

  it('falls back to the default language for a message the current one lacks', () => {
    expect(translator('en').i18n.t('routes.greeting', { name: 'Li', days: 3 })).toBe('你好，Li，还有 3 天');
  });

  it('answers a key no catalog has with the key itself, and a group key too', () => {
    const { i18n } = translator();
    expect(i18n.t('routes.nowhere')).toBe('routes.nowhere');
    expect(i18n.t('routes')).toBe('routes');
    expect(i18n.exists('routes')).toBe(false);
  });

  it('fills placeholders with the values given, an absent value with nothing', () => {
    const { i18n } = translator();
    expect(i18n.t('routes.greeting', { name: '<b>小明</b>' })).toBe('你好，<b>小明</b>，还有  天');
    expect(i18n.t('routes.greeting')).toBe('你好，{{name}}，还有 {{ days }} 天');
  });

  it('merges a later catalog part into the groups already there', () => {
    const { i18n } = translator();
    i18n.addMessages('zh-CN', { routes: { news: '新闻' }, app: { title: '学伴' } });
    expect([i18n.t('routes.home'), i18n.t('routes.news'), i18n.t('app.title')]).toEqual(['首页', '新闻', '学伴']);
  });

  it('tells whether one language has a message, without falling back', () => {
    const { i18n } = translator('en');
    expect(i18n.exists('routes.greeting')).toBe(true);
    expect(i18n.exists('routes.greeting', 'en')).toBe(false);
    expect(i18n.exists('routes.home', 'en')).toBe(true);
  });

  it('switches language, reports it once and tells subscribers of every change', async () => {
    const { i18n, onLanguageChanged } = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.getRevision();
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    i18n.addMessages('en', { routes: { news: 'News' } });
    expect(i18n.language).toBe('en');
    expect(onLanguageChanged.mock.calls).toEqual([['en']]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.getRevision()).toBe(before + 2);
    unsubscribe();
    i18n.addMessages('en', { routes: { more: 'More' } });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
