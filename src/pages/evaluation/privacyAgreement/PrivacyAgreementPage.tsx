import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /e/privacy-agreement: the same agreement as the main site, inside the evaluation area's frame. */
export default function EvaluationPrivacyAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('privacy-agreement')} title={t('routes.evaluationPrivacyAgreement')} dated />;
}
