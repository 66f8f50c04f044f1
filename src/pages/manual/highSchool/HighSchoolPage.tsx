import { useTranslation } from '@/i18n/react';
import { HandbookView } from '@/features/site/Handbook';
import { useHandbook } from '@/flows/site';

/** /manual/highSchool: the senior-high study handbook. */
export default function HighSchoolPage() {
  const { t } = useTranslation();
  const handbook = useHandbook('manual-high-school');
  return <HandbookView title={t('site.manual.high')} {...handbook} />;
}
