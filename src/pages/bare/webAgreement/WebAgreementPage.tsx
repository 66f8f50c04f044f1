import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useSitePage } from '@/pages/shared/useSitePage';

/** /webAgreement: the web service agreement, phone-style without header or footer. */
export default function WebAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('web-agreement')} title={t('routes.webAgreement')} surface="plain" dated />;
}
