import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /about/legal-notice */
export default function LegalNoticePage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('legal-notice')} title={t('routes.aboutLegal')} />;
}
