import { useTranslation } from '@/i18n/react';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /e/user-agreement: the same agreement as the main site, inside the evaluation area's frame. */
export default function EvaluationUserAgreementPage() {
  const { t } = useTranslation();
  return <SiteDocumentView page={useSitePage('user-agreement')} title={t('routes.evaluationUserAgreement')} dated />;
}
