import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog';
import { zhCN } from './locales/zh-CN';

export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'locale';

export type Messages = Catalog<typeof zhCN>;

/*
 * The default locale ships in the first download; others load on demand, so a visitor reading Chinese
 * never downloads the English catalog (it counts against the first-visit size budget).
 */
const loaded = new Map<Locale, Messages>([['zh-CN', zhCN]]);
const loaders: Record<Exclude<Locale, 'zh-CN'>, () => Promise<Messages>> = {
  en: () => import('./locales/en').then((module) => module.en),
};
const instances = new Set<I18n>();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Makes a catalog available to every i18n instance (tests and Storybook register all of them up front). */
export function registerCatalog(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
  for (const instance of instances) instance.addResourceBundle(locale, 'translation', messages, true, true);
}

export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale) || locale === 'zh-CN') return;
  registerCatalog(locale, await loaders[locale]());
}

/** Switches the interface language, loading its catalog first; the choice is persisted. */
export async function setLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  await loadLocale(locale);
  await instance.changeLanguage(locale);
}

function readPersistedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** Creates an i18n instance in the persisted (or given) locale; until its catalog arrives, Chinese shows. */
export function createI18n(initial: Locale = readPersistedLocale()): I18n {
  const instance = i18next.createInstance();
  instances.add(instance);
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries([...loaded].map(([locale, messages]) => [locale, { translation: messages }])),
    lng: initial,
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Re-render when a lazily loaded catalog is added.
    react: { bindI18nStore: 'added' },
  });
  instance.on('languageChanged', (lng) => {
    try {
      if (isLocale(lng)) globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, lng);
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    } catch {
      /* storage may be unavailable (private mode); the choice then lasts for the session only */
    }
  });
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
  return instance;
}

export const i18n = createI18n();

/** Resolves once the persisted locale's catalog is in place; the app waits for it before its first paint. */
export const i18nReady: Promise<void> = loadLocale(isLocale(i18n.language) ? i18n.language : defaultLocale).catch(
  () => undefined,
);
