import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CatalogPathsProvider, mobileCatalogPaths } from '@/features/catalog/paths';
import { positiveIntParam } from '@/lib/url';
import { MobileCourseDetail } from './MobileCourseDetail';
import { MobileCourseSystem } from './MobileCourseSystem';
import '@/features/catalog/texts';
import '@/features/mobile/courseTexts';
import * as m from '@/features/mobile/mobile.css';

// A trial lesson brings the lesson player, which the course list and a course's page do not need.
const MobileTrialLesson = lazy(() => import('./MobileTrialLesson').then((module) => ({ default: module.MobileTrialLesson })));

/**
 * /m/course: the course system, one course (?courseId= or ?chapterId=, its chapter opened) or one trial
 * lesson (?classId=). One page id on the phone, so the whole catalogue is a single route of the mobile site.
 */
export default function MobileCoursePage() {
  const [params] = useSearchParams();
  const classId = positiveIntParam(params.get('classId'));
  const courseId = positiveIntParam(params.get('courseId'));
  const chapterId = positiveIntParam(params.get('chapterId'));
  return (
    <CatalogPathsProvider paths={mobileCatalogPaths}>
      {classId !== null ? (
        <Suspense
          fallback={
            <SkeletonGroup className={m.page}>
              <Skeleton width="40%" />
              <Skeleton shape="rect" height="12em" />
            </SkeletonGroup>
          }
        >
          <MobileTrialLesson classId={classId} />
        </Suspense>
      ) : courseId !== null || chapterId !== null ? (
        <MobileCourseDetail courseId={courseId} chapterId={chapterId} />
      ) : params.has('courseId') || params.has('classId') || params.has('chapterId') ? (
        <MobileCourseDetail courseId={null} chapterId={null} />
      ) : (
        <MobileCourseSystem />
      )}
    </CatalogPathsProvider>
  );
}
