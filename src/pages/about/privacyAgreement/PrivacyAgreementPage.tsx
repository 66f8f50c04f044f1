import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /about/aboutPriAgreement: the privacy policy with its version date and sections. */
export default function PrivacyAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('privacy-agreement')} title={t('routes.aboutPrivacyAgreement')} dated toc />;
}
