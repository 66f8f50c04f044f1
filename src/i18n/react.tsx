import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as appI18n, type I18n, type TFunction } from './index';

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below another translator than the app's (tests, stories, a second locale). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The translate function and the translator of the nearest provider (the app's without one). The
 * component re-renders when the language switches or a catalog part arrives, and `t` is then a new
 * function, so memoised children that take it re-render too.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? appI18n;
  const revision = useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for every revision is the point
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, revision]);
  return { t, i18n };
}
