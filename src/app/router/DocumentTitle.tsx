import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKeyOf, useCurrentRoute } from './currentRoute';

/**
 * Keeps `document.title` on the current route's title (the default one when it has none), in the current
 * language. Until the route titles have loaded (they come with the first layout), the page keeps the
 * title it has rather than showing a catalog key.
 */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const key = titleKeyOf(useCurrentRoute());
  const title: string = t(key);
  const loaded = i18n.exists(key);
  useEffect(() => {
    if (loaded) document.title = title;
  }, [title, loaded]);
  return null;
}
