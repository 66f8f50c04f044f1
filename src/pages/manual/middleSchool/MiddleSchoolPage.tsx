import { useTranslation } from '@/i18n/react';
import { HandbookView } from '@/features/site/Handbook';
import { useHandbook } from '@/flows/site';

/** /manual/middleSchool: the junior-high study handbook. */
export default function MiddleSchoolPage() {
  const { t } = useTranslation();
  const handbook = useHandbook('manual-middle-school');
  return <HandbookView title={t('site.manual.middle')} {...handbook} />;
}
