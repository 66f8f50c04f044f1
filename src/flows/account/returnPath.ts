/** Query parameter of /m/login naming the page to go on to after login. */
export const RETURN_PARAM = 'redirect';
const MOBILE_HOME = '/m/home';
const MOBILE_SHARED_ORDER = '/m/order-detail-share';

/** /m/login, coming back to `path` (with its query) after login. */
export function mobileLoginPath(path: string): string {
  return `/m/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/** Only paths of this site: an absolute or protocol-relative address in the link must not carry a login away. */
function safePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/**
 * Where /m/login goes once someone is logged in. The page it was going to (the `redirect` parameter, else
 * the shared order for a share link, else /m/home), with the rest of the query kept. A share link also
 * gets the phone now known (SPEC: a page opened with shareId but without mobilePhone or code is sent to
 * log in), so the page opens instead of coming back here.
 */
export function loginReturnPath(search: URLSearchParams, phone: string | null | undefined): string {
  const rest = new URLSearchParams(search);
  const asked = safePath(rest.get(RETURN_PARAM));
  rest.delete(RETURN_PARAM);
  const [pathname = MOBILE_HOME, ownQuery = ''] = (asked ?? (rest.has('shareId') ? MOBILE_SHARED_ORDER : MOBILE_HOME)).split('?');
  const query = new URLSearchParams(ownQuery);
  rest.forEach((value, name) => {
    if (!query.has(name)) query.set(name, value);
  });
  if (query.has('shareId') && !query.get('mobilePhone') && !query.get('code') && phone) query.set('mobilePhone', phone);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
