import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /businesslicense: the company's business licence and its details. */
export default function BusinessLicensePage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('business-license')} title={t('routes.businessLicense')} surface="plain" />;
}
