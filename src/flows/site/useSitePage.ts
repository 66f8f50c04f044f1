import * as webSite from '@contract/api/calls/web/site';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import type { Loadable } from '@/components/Loadable';
import type { SiteDocumentData } from '@/features/site/SiteDocument';
import '@/features/site/texts';

export type SitePageSlug =
  | 'cooperation'
  | 'contact-us'
  | 'legal-notice'
  | 'adviser-ensure'
  | 'teachers-in'
  | 'user-agreement'
  | 'privacy-agreement'
  | 'web-agreement'
  | 'business-license'
  | 'sales-licence'
  | 'manual-middle-school'
  | 'manual-high-school';

/** A static page's document from the server. */
export function useSitePage(slug: SitePageSlug): Loadable<SiteDocumentData> {
  return loadableOf(useApiQuery(webSite.findSitePage, { slug }));
}
