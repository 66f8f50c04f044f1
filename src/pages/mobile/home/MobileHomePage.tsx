import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { web } from '@/api/calls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { HOME_HEADLINE } from '@/api/openingCalls';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { mapLoadable } from '@/components/Loadable';
import { gradeNavStages } from '@/features/home/GradeNav';
import { MobileHomeView } from './MobileHomeView';
import '@/features/catalog/texts';
import '@/features/content/texts';
import '@/features/home/texts';
import '../shared/texts';

const STAGES = ['primary', 'junior', 'senior'] as const;
type Stage = (typeof STAGES)[number];
const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

/** /m/home: the same data as /home, fetched section by section; what is below the first screens waits for a scroll. */
export default function MobileHomePage() {
  const adviser = useAdviserModal();
  const [stage, setStage] = useState<Stage>('junior');
  const [belowFoldNear, setBelowFoldNear] = useState(false);
  const belowFold = { enabled: belowFoldNear };
  const showBelowFold = useCallback(() => setBelowFoldNear(true), []);
  const banners = useApiQuery(web.site.findBanners, {});
  const basic = useApiQuery(web.common.getBasicData, {});
  const headline = useApiQuery(web.course.findHeadlineCourses, HOME_HEADLINE);
  const stageCourses = useApiQuery(
    web.course.findCoursesByCategory,
    { stage, size: 4 },
    { placeholderData: keepPreviousData, ...belowFold },
  );
  const tutors = useApiQuery(web.teacherInfo.findTutors, { size: 4 }, belowFold);
  const news = useApiQuery(web.information.findArticles, { size: 3 }, belowFold);
  const praise = useApiQuery(web.studentPublicPraise.findHomePraise, { size: 3 }, belowFold);

  return (
    <MobileHomeView
      banners={mapLoadable(loadableOf(banners), (data) => data.list)}
      stages={mapLoadable(loadableOf(basic), (data) => gradeNavStages(data).filter((item) => isStage(item.stage)))}
      headline={loadableOf(headline)}
      stage={stage}
      onStageChange={(next) => setStage(isStage(next) ? next : 'junior')}
      stageCourses={loadableOf(stageCourses)}
      tutors={mapLoadable(loadableOf(tutors), (data) => data.list)}
      news={mapLoadable(loadableOf(news), (data) => data.list)}
      praise={mapLoadable(loadableOf(praise), (data) => data.list)}
      onAdviser={adviser.show}
      deferBelowFold
      onBelowFoldNear={showBelowFold}
    />
  );
}
