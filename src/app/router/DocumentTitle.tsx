import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKeyOf, useCurrentRoute } from './currentRoute';

/** Keeps `document.title` on the current route's title (the default one when it has none), in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = t(titleKeyOf(useCurrentRoute()));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
