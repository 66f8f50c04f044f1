import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /webAgreement: the web service agreement, phone-style without header or footer. */
export default function WebAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('web-agreement')} title={t('routes.webAgreement')} surface="plain" dated />;
}
