import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useSitePage } from '@/pages/shared/useSitePage';

/** /about/aboutPriAgreement: the privacy policy with its version date and sections. */
export default function PrivacyAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('privacy-agreement')} title={t('routes.aboutPrivacyAgreement')} dated toc />;
}
