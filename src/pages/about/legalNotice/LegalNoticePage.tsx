import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useSitePage } from '@/pages/shared/useSitePage';

/** /about/legal-notice */
export default function LegalNoticePage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('legal-notice')} title={t('routes.aboutLegal')} />;
}
