import { useSearchParams } from 'react-router';
import { CatalogPathsProvider, mobileCatalogPaths } from '@/features/catalog/paths';
import { positiveIntParam } from '@/lib/url';
import { MobileCourseDetail } from './MobileCourseDetail';
import { MobileCourseSystem } from './MobileCourseSystem';
import { MobileTrialLesson } from './MobileTrialLesson';
import '@/features/catalog/texts';
import '../shared/texts';

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
        <MobileTrialLesson classId={classId} />
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
