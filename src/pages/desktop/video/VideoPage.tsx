import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as userLearning from '@contract/api/calls/user/learning';
import * as webCourse from '@contract/api/calls/web/course';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useLessonProgress } from '@/flows/learning';
import { useRecordTitle } from '@/app/router/recordTitle';
import { useAppSelector } from '@/app/providers/appActorContext';
import { mapLoadable } from '@/components/Loadable';
import { maskPhone } from '@/components/MaskedPhone';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { VideoView } from './VideoView';
import '@/features/learning/texts';

/** /video?classId=: plays a lesson from where it stopped and saves the position as it plays. */
export default function VideoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classId = positiveIntParam(params.get('classId'));
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const rsNo = user?.rsNo ?? null;
  // The signed address expires: never reuse a cached one, ask again each time the lesson opens.
  const lesson = useApiQuery(
    webCourse.studyCourseVideo,
    { classId: classId ?? 0 },
    { scope: rsNo, enabled: classId !== null, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false },
  );
  useRecordTitle(lesson.data?.title);
  const courseId = lesson.data?.courseId ?? null;
  const outline = useApiQuery(
    userLearning.findMyChapter,
    { courseId: courseId ?? 0 },
    { scope: rsNo, enabled: courseId !== null },
  );
  const video = useRef<HTMLVideoElement>(null);
  const [finishedNow, setFinishedNow] = useState<number | null>(null);
  useLessonProgress(video, {
    classId: lesson.data?.classId ?? null,
    startAt: lesson.data?.positionSec ?? 0,
    onSaved: (saved) => {
      if (saved.finished && lesson.data) setFinishedNow(lesson.data.classId);
    },
  });
  const exerciseCount =
    outline.data?.chapters.flatMap((chapter) => chapter.lessons).find((each) => each.classId === classId)?.exerciseCount ?? 0;
  const refusal = classId === null ? t('learning.player.notFound') : isMissing(lesson) ? (lesson.error?.message ?? null) : null;
  return (
    <VideoView
      lesson={loadableOf(lesson)}
      refusal={refusal}
      outline={mapLoadable(loadableOf(outline), (data) => data.chapters)}
      watermark={maskPhone(user?.phone ?? '')}
      videoRef={video}
      status={finishedNow !== null && finishedNow === classId ? t('learning.player.finished') : null}
      exerciseCount={exerciseCount}
    />
  );
}
