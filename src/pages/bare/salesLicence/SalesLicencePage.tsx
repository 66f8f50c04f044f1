import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useSitePage } from '@/pages/shared/useSitePage';

/** /saleslicence: the telecom value-added service licence and its details. */
export default function SalesLicencePage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('sales-licence')} title={t('routes.salesLicence')} surface="plain" />;
}
