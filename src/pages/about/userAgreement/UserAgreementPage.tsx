import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /about/aboutUserAgreement: the user agreement with its version date and sections. */
export default function UserAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('user-agreement')} title={t('routes.aboutUserAgreement')} dated toc />;
}
