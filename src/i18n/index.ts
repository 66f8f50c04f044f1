import type { Catalog } from './catalog';
import { zhCNFirstPaint } from './catalogFirstPaint';
import type { OnDemandArea } from './catalogOnDemand';
import type { zhCNRest } from './catalogRest';
import type { zhCN } from './locales/zh-CN';
import { merge, Translator, type MessagePath, type MessageTree, type MessageValues } from './translator';

export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'locale';

export type Messages = Catalog<typeof zhCN>;
type CatalogPart = Partial<Messages>;
/** The key of any message of the catalog: 'routes.home'. A key that is not in the catalog fails to compile. */
export type MessageKey = MessagePath<typeof zhCN>;
export type I18n = Translator<MessageKey>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/*
 * Each area of the Chinese catalog is in exactly one of its three parts (first paint, rest, on demand):
 * an area in none or in two fails to compile here, with its name in the message, until it is placed.
 */
type MisplacedArea =
  | Exclude<keyof typeof zhCN, keyof typeof zhCNFirstPaint | keyof typeof zhCNRest | OnDemandArea>
  | Extract<keyof typeof zhCNFirstPaint, keyof typeof zhCNRest | OnDemandArea>
  | Extract<keyof typeof zhCNRest, OnDemandArea>
  | Exclude<OnDemandArea, keyof typeof zhCN>;
const everyAreaPlacedOnce: [MisplacedArea] extends [never] ? true : MisplacedArea = true;
void everyAreaPlacedOnce;

/*
 * The first download holds only the part of the default catalog that the app draws before its first
 * layout arrives; the rest of it loads alongside the layout, and other locales load on demand, so a
 * visitor reading Chinese never downloads the English catalog (all of this counts against the
 * first-visit size budget).
 */
const registered = new Map<Locale, CatalogPart>([['zh-CN', zhCNFirstPaint]]);
/** Locales whose whole catalog is registered. */
const complete = new Set<Locale>();
/** What is still missing of a locale's catalog after the first download. */
const loaders: Record<Locale, () => Promise<CatalogPart>> = {
  'zh-CN': () => import('./catalogRest').then((module) => module.zhCNRest),
  en: () => import('./locales/en').then((module) => module.en),
};
const loading = new Map<Locale, Promise<void>>();
const instances = new Set<I18n>();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

function addCatalogPart(locale: Locale, messages: CatalogPart): void {
  // Level by level: a page may add one part of an area (mobile.home) to what another page added (mobile.me).
  registered.set(locale, merge((registered.get(locale) ?? {}) as MessageTree, messages as MessageTree) as CatalogPart);
  for (const instance of instances) instance.addMessages(locale, messages as MessageTree);
}

/**
 * Adds on-demand areas of the Chinese catalog (`catalogOnDemand.ts`), or parts of one: the modules of the pages
 * and features that use an area call this when they load, so its texts come with their code and no other
 * download carries them. Other locales load whole and already hold these areas.
 */
export function addTexts(part: { [Area in OnDemandArea]?: Partial<Messages[Area]> }): void {
  addCatalogPart(defaultLocale, part as CatalogPart);
}

/** Makes a whole catalog available to every i18n instance (tests and Storybook register all of them up front). */
export function registerCatalog(locale: Locale, messages: Messages): void {
  addCatalogPart(locale, messages);
  complete.add(locale);
}

/** Whether every message of `locale` is available, so nothing drawn in it can show a bare key. */
export function isCatalogLoaded(locale: Locale): boolean {
  return complete.has(locale);
}

/** Loads what is missing of a locale's catalog; a failed download is tried again on the next call. */
export function loadLocale(locale: Locale): Promise<void> {
  if (complete.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (messages) => {
        addCatalogPart(locale, messages);
        complete.add(locale);
        loading.delete(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

function currentLocale(instance: I18n): Locale {
  return isLocale(instance.language) ? instance.language : defaultLocale;
}

/**
 * Resolves once the whole catalog of the interface language is in place. Layout, page and dialog chunks
 * wait for it together with their own download, so they never draw before their texts are in place.
 * Should another language's catalog not load, the default one stands in (the translator falls back to it).
 */
export function loadCatalog(instance: I18n = i18n): Promise<void> {
  const locale = currentLocale(instance);
  const loading = loadLocale(locale);
  return locale === defaultLocale ? loading : loading.catch(() => loadLocale(defaultLocale));
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
  const instance: I18n = new Translator<MessageKey>({
    language: initial,
    fallbackLanguage: defaultLocale,
    onLanguageChanged: (lng) => {
      try {
        if (isLocale(lng)) globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, lng);
        if (typeof document !== 'undefined') document.documentElement.lang = lng;
      } catch {
        /* storage may be unavailable (private mode); the choice then lasts for the session only */
      }
    },
  });
  for (const [locale, messages] of registered) instance.addMessages(locale, messages as MessageTree);
  instances.add(instance);
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
  return instance;
}

export const i18n = createI18n();

/**
 * Resolves once the app can draw its first paint in the persisted locale: at once in Chinese, whose
 * first-paint part is in the first download; after the whole catalog of any other locale.
 */
export const i18nReady: Promise<void> = (
  registered.has(currentLocale(i18n)) ? Promise.resolve() : loadLocale(currentLocale(i18n))
).catch(() => undefined);
