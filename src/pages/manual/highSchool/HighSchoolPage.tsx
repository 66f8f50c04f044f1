import { useTranslation } from '@/i18n/react';
import { HandbookPage } from '@/pages/manual/shared/HandbookPage';

/** /manual/highSchool: the senior-high study handbook. */
export default function HighSchoolPage() {
  const { t } = useTranslation();
  return <HandbookPage slug="manual-high-school" title={t('site.manual.high')} />;
}
