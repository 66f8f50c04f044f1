import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import * as webCourse from '@contract/api/calls/web/course';
import { coursePayload } from '@contract/api/openingCalls';
import { callQuery, loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useRecordTitle } from '@/app/router/recordTitle';
import { courseShareCard, usePageShareCard } from '@/flows/share';
import { loading, mapLoadable, type Loadable } from '@/components/Loadable';
import type { OutlineLesson } from '@/features/catalog/ChapterOutline';
import { isMissing } from '@/app/api/loadState';
import { MobileCourseDetailView } from './MobileCourseDetailView';

/**
 * One course on the phone. Reached by course (?courseId=) or by chapter (?chapterId=, the course is the
 * chapter's): the asked chapter, else the first, starts open so its trial lessons show without a tap.
 */
export function MobileCourseDetail({ courseId: askedCourse, chapterId }: { courseId: number | null; chapterId: number | null }) {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const chapter = useApiQuery(
    webCourse.findChapterClasses,
    { chapterId: chapterId ?? 0 },
    { enabled: askedCourse === null && chapterId !== null },
  );
  const courseId = askedCourse ?? chapter.data?.chapter.courseId ?? null;
  const enabled = courseId !== null;
  const payload = coursePayload(courseId);
  const course = useApiQuery(webCourse.findCourseById, payload, { enabled, scope: rsNo });
  useRecordTitle(course.data?.title);
  usePageShareCard(course.data ? courseShareCard(course.data) : null);
  const chapters = useApiQuery(webCourse.findCourseChapters, payload, { enabled });
  const information = useApiQuery(webCourse.findCourseInformation, payload, { enabled });

  const [opened, setOpened] = useState<{ courseId: number | null; chapters: number[] } | null>(null);
  const firstOpen = chapterId ?? chapters.data?.list[0]?.id ?? null;
  const openChapters = opened?.courseId === courseId ? opened.chapters : firstOpen !== null ? [firstOpen] : [];
  const lessons = useQueries({
    queries: openChapters.map((id) => callQuery(webCourse.findChapterClasses, { chapterId: id })),
  });
  const lessonsOf = (id: number): Loadable<readonly OutlineLesson[]> => {
    const query = lessons[openChapters.indexOf(id)];
    return query ? mapLoadable(loadableOf(query), (data) => data.list) : loading;
  };
  const notFound = (askedCourse === null && chapterId === null) || isMissing(chapter) || (enabled && isMissing(course));

  return (
    <MobileCourseDetailView
      course={loadableOf(course)}
      notFound={notFound}
      chapters={mapLoadable(loadableOf(chapters), (data) => data.list)}
      outline={{
        openChapters,
        lessonsOf,
        onToggle: (id) =>
          setOpened({
            courseId,
            chapters: openChapters.includes(id) ? openChapters.filter((other) => other !== id) : [...openChapters, id],
          }),
      }}
      related={mapLoadable(loadableOf(information), (data) => data.related)}
    />
  );
}
