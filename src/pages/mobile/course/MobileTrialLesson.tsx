import * as webCourse from '@contract/api/calls/web/course';
import { ApiError } from '@/api/http/errors';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useRecordTitle } from '@/app/router/recordTitle';
import { mobileLoginPath } from '@/flows/account';
import { MobileTrialLessonView, type MobileTrialLessonState } from './MobileTrialLessonView';
import { href } from '@contract/addresses/href';

/** A trial lesson on the phone: the server decides whether this viewer may play it (trial, or bought). */
export function MobileTrialLesson({ classId }: { classId: number }) {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const lesson = useApiQuery(webCourse.studyCourseVideo, { classId }, { enabled: rsNo !== null, scope: rsNo, retry: false });
  useRecordTitle(lesson.data?.title);
  let state: MobileTrialLessonState;
  if (rsNo === null) state = { kind: 'needsLogin', loginTo: mobileLoginPath(href.mobileTrialLesson({ classId })) };
  else if (lesson.error instanceof ApiError) state = { kind: 'refused', message: lesson.error.message };
  else state = { kind: 'lesson', lesson: loadableOf(lesson) };
  return <MobileTrialLessonView state={state} />;
}
