import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /saleslicence: the telecom value-added service licence and its details. */
export default function SalesLicencePage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('sales-licence')} title={t('routes.salesLicence')} surface="plain" />;
}
