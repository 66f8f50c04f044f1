import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { isCatalogLoaded, isLocale, loadCatalog } from '@/i18n';

/**
 * Draws `children` once the whole catalog of the interface language is in place (the first download
 * holds only part of it), so what they draw never shows a bare catalog key. Should the catalog fail to
 * load they draw anyway: the texts of the first download still read right, and the rest follows when
 * a later chunk loads it.
 */
export function AfterCatalog({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const [settled, setSettled] = useState(() => isLocale(i18n.language) && isCatalogLoaded(i18n.language));
  useEffect(() => {
    if (settled) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(true);
    };
    loadCatalog(i18n).then(settle, settle);
    return () => {
      current = false;
    };
  }, [i18n, settled]);
  return settled ? children : null;
}
