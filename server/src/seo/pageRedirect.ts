import { isMobileOrTablet } from '../../../contract/routes/device';
import { mobileJump, resolvePath } from '../../../contract/routes/match';

export interface PageRedirect {
  location: string;
  /** 301 where the route table moves the address for everyone; 302 where it depends on the device asking. */
  status: 301 | 302;
}

/**
 * Where a page request goes before anything is drawn, decided on the server as the browser's route guard decides
 * a visit's first page (SPEC §4): a phone or tablet asking for a desktop page that has a phone twin goes there, and
 * an address the route table sends on (`/` → `/home`) is moved for good. The query goes along. Everything else
 * (sign-in, the evaluation area) is the browser's, which knows who is signed in.
 */
export function pageRedirect(url: string, userAgent: string): PageRedirect | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const jump = isMobileOrTablet(userAgent) ? mobileJump(pathname) : undefined;
  if (jump) return { location: `${jump}${search}`, status: 302 };
  const { route, via } = resolvePath(pathname);
  if (via.length === 0 || route.notFound) return null;
  return { location: `${route.path}${search === '?' ? '' : search}`, status: 301 };
}
