import { SITE_PAGE_PLACES } from '@contract/api/schemas/admin/pages';
import type { SitePageSlug } from '@contract/api/schemas/web/site';
import { tocOf } from '@/features/site/document';
import { HandbookView } from '@/features/site/Handbook';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';

/** The main heading each page has on the site (its route's title; a handbook's own name). */
const SITE_HEADINGS: Readonly<Record<SitePageSlug, MessageKey | null>> = {
  about: null,
  cooperation: 'routes.aboutCooperation',
  'contact-us': 'routes.aboutContact',
  'legal-notice': 'routes.aboutLegal',
  'adviser-ensure': 'routes.aboutEnsure',
  'teachers-in': 'routes.aboutTeachersIn',
  'user-agreement': 'routes.aboutUserAgreement',
  'privacy-agreement': 'routes.aboutPrivacyAgreement',
  'web-agreement': 'routes.webAgreement',
  'business-license': 'routes.businessLicense',
  'sales-licence': 'routes.salesLicence',
  'manual-middle-school': 'site.manual.middle',
  'manual-high-school': 'site.manual.high',
};

export interface SitePagePreviewProps {
  slug: SitePageSlug;
  title: string;
  contentHtml: string;
  /** YYYY-MM-DD or ''. */
  versionDate: string;
}

/**
 * A site page drawn by the site's own views in its own layout: agreements with their date and table of
 * contents, bare pages on white, handbooks with their cover band and a table of contents from the headings.
 */
export function SitePagePreview({ slug, title, contentHtml, versionDate }: SitePagePreviewProps) {
  const { t } = useTranslation();
  const { layout } = SITE_PAGE_PLACES[slug];
  const heading = SITE_HEADINGS[slug];
  const page = { status: 'ready', data: { title, contentHtml, versionDate: versionDate || null } } as const;
  const shownTitle = heading ? t(heading) : title;
  if (layout === 'handbook') {
    return (
      <HandbookView
        title={shownTitle}
        page={page}
        entries={tocOf(contentHtml)}
        activeId={null}
        onNavigate={(id) => document.getElementById(id)?.scrollIntoView({ block: 'start' })}
      />
    );
  }
  const bare = layout === 'bare' || layout === 'bareAgreement';
  return (
    <SiteDocumentView
      page={page}
      title={shownTitle}
      dated={layout === 'agreement' || layout === 'bareAgreement'}
      toc={layout === 'agreement'}
      surface={bare ? 'plain' : 'card'}
    />
  );
}
