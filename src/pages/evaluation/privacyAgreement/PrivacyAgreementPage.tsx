import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useSitePage } from '@/pages/shared/useSitePage';

/** /e/privacy-agreement: the same agreement as the main site, inside the evaluation area's frame. */
export default function EvaluationPrivacyAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('privacy-agreement')} title={t('routes.evaluationPrivacyAgreement')} dated />;
}
