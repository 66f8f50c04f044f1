import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';

export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'locale';

export const resources = {
  'zh-CN': { translation: zhCN },
  en: { translation: en },
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

function readPersistedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** Creates the i18n instance; the chosen locale is persisted so a reload keeps it. */
export function createI18n(initial: Locale = readPersistedLocale()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
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
