import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { titleKeyOf, useCurrentRoute } from './currentRoute';
import { useRecordTitleAt } from './recordTitle';

/**
 * The title the server wrote for the record at this address (a course, article or tutor), which says more
 * than the route's generic title. The server marks it with the address it was written for; the text is
 * kept beside the mark, so coming back to that address (history back) shows it again.
 */
function servedRecordTitle(here: string): string | null {
  const served = document.querySelector('title[data-location]');
  if (served?.getAttribute('data-location') !== here) return null;
  const kept = served.getAttribute('data-title');
  if (kept !== null) return kept;
  const text = served.textContent ?? '';
  served.setAttribute('data-title', text);
  return text;
}

/**
 * Keeps `document.title` on the current route's title (the default one when it has none), in the current
 * language, except on a detail page, which is named after its record (as the page says once the record
 * has arrived, or as the server wrote it for that address). Until the route titles have loaded (they come
 * with the first layout), the page keeps the title it has rather than showing a catalog key.
 */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const key = titleKeyOf(useCurrentRoute());
  const title: string = t(key);
  const loaded = i18n.exists(key);
  const pageRecordTitle = useRecordTitleAt(pathname + search);
  useEffect(() => {
    const recordTitle = pageRecordTitle ?? servedRecordTitle(pathname + search);
    if (recordTitle !== null) document.title = recordTitle;
    else if (loaded) document.title = title;
  }, [title, loaded, pathname, search, pageRecordTitle]);
  return null;
}
