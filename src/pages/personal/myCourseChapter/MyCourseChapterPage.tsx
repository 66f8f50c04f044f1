import { useSearchParams } from 'react-router';
import * as userLearning from '@contract/api/calls/user/learning';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useRecordTitle } from '@/app/router/recordTitle';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { MyCourseChapterView } from './MyCourseChapterView';
import '@/features/learning/texts';

/** /personal/my-course-chapter?courseId=: the outline of one of my courses with each lesson's state. */
export default function MyCourseChapterPage() {
  const [params] = useSearchParams();
  const courseId = positiveIntParam(params.get('courseId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const chapters = useApiQuery(
    userLearning.findMyChapter,
    { courseId: courseId ?? 0 },
    { scope: rsNo, enabled: courseId !== null },
  );
  useRecordTitle(chapters.data?.course.title);
  return <MyCourseChapterView chapters={loadableOf(chapters)} notFound={courseId === null || isMissing(chapters)} />;
}
