import { siteOrigin } from '@/lib/url';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCourse from '@contract/api/calls/web/course';
import * as webInformation from '@contract/api/calls/web/information';
import * as webSite from '@contract/api/calls/web/site';
import * as webStudentPublicPraise from '@contract/api/calls/web/studentPublicPraise';
import * as webTeacherInfo from '@contract/api/calls/web/teacherInfo';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { HOME_HEADLINE } from '@contract/api/openingCalls';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { mapLoadable } from '@/components/Loadable';
import { gradeNavStages } from '@/features/home/GradeNav';
import { countByProvince } from '@/features/home/PraiseWall';
import { HomeView } from './HomeView';
import { isSchoolStage, type SchoolStage } from '@contract/vocabulary/stages';
import '@/features/catalog/texts';
import '@/features/content/texts';
import '@/features/home/texts';

/** /home (kept alive): every section reads its own data, so each shows as soon as it has it. */
export default function HomePage() {
  const adviser = useAdviserModal();
  const [stage, setStage] = useState<SchoolStage>('junior');
  // The sections below the first screens fetch their data once the visitor scrolls near them.
  const [belowFoldNear, setBelowFoldNear] = useState(false);
  const belowFold = { enabled: belowFoldNear };
  const showBelowFold = useCallback(() => setBelowFoldNear(true), []);
  const banners = useApiQuery(webSite.findBanners, {});
  const basic = useApiQuery(webCommon.getBasicData, {});
  const headline = useApiQuery(webCourse.findHeadlineCourses, HOME_HEADLINE);
  const stageCourses = useApiQuery(
    webCourse.findCoursesByCategory,
    { stage, size: 8 },
    { placeholderData: keepPreviousData, ...belowFold },
  );
  const tutors = useApiQuery(webTeacherInfo.findTutors, { size: 4 }, belowFold);
  const news = useApiQuery(webInformation.findArticles, { size: 3 }, belowFold);
  const praise = useApiQuery(webStudentPublicPraise.findHomePraise, { size: 3 }, belowFold);
  const places = useApiQuery(webStudentPublicPraise.findPraiseLocations, {}, belowFold);

  return (
    <HomeView
      banners={mapLoadable(loadableOf(banners), (data) => data.list)}
      stages={mapLoadable(loadableOf(basic), (data) => gradeNavStages(data).filter((item) => isSchoolStage(item.stage)))}
      headline={loadableOf(headline)}
      stage={stage}
      onStageChange={(next) => setStage(isSchoolStage(next) ? next : 'junior')}
      stageCourses={loadableOf(stageCourses)}
      tutors={mapLoadable(loadableOf(tutors), (data) => data.list)}
      news={mapLoadable(loadableOf(news), (data) => data.list)}
      praise={mapLoadable(loadableOf(praise), (data) => data.list)}
      provinces={mapLoadable(loadableOf(places), (data) => countByProvince(data.list))}
      app={
        basic.data
          ? { ...basic.data.appDownload, downloadUrl: new URL(basic.data.appDownload.downloadPage, siteOrigin()).href }
          : null
      }
      onAdviser={adviser.show}
      deferBelowFold
      onBelowFoldNear={showBelowFold}
    />
  );
}
