import { useTranslation } from '@/i18n/react';
import { HandbookPage } from '@/pages/manual/shared/HandbookPage';

/** /manual/middleSchool: the junior-high study handbook. */
export default function MiddleSchoolPage() {
  const { t } = useTranslation();
  return <HandbookPage slug="manual-middle-school" title={t('site.manual.middle')} />;
}
