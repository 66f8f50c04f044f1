import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as webCourse from '@contract/api/calls/web/course';
import { callQuery, loadableOf, useApiQuery } from '@/app/api/queries';
import { useRecordTitle } from '@/app/router/recordTitle';
import { coursePayload } from '@contract/api/openingCalls';
import { useCollection } from '@/flows/collection';
import { courseShareCard, usePageShareCard } from '@/flows/share';
import { useAppSelector } from '@/app/providers/appActorContext';
import { loading, mapLoadable, type Loadable } from '@/components/Loadable';
import type { OutlineLesson } from '@/features/catalog/ChapterOutline';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { CourseChapterView } from './CourseChapterView';
import '@/features/catalog/texts';

const REVIEW_PAGE_SIZE = 5;

/** /course/chapter?courseId=: one course, its outline opened chapter by chapter, reviews per chapter. */
export default function CourseChapterPage() {
  const [params] = useSearchParams();
  const courseId = positiveIntParam(params.get('courseId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const enabled = courseId !== null;
  const payload = coursePayload(courseId);
  // Whether the course is bought depends on who asks.
  const course = useApiQuery(webCourse.findCourseById, payload, { enabled, scope: rsNo });
  useRecordTitle(course.data?.title);
  usePageShareCard(course.data ? courseShareCard(course.data) : null);
  const chapters = useApiQuery(webCourse.findCourseChapters, payload, { enabled });
  const information = useApiQuery(webCourse.findCourseInformation, payload, { enabled });
  const collection = useCollection('course', courseId);

  const [opened, setOpened] = useState<{ courseId: number | null; chapters: number[] } | null>(null);
  const firstChapter = chapters.data?.list[0]?.id ?? null;
  // The first chapter starts open, so the trial lessons show without a click.
  const openChapters = opened?.courseId === courseId ? opened.chapters : firstChapter !== null ? [firstChapter] : [];
  const [reviewChoice, setReviewChoice] = useState<{ chapterId: number; page: number } | null>(null);
  const reviewChapter = reviewChoice?.chapterId ?? firstChapter;
  const reviewPage = reviewChoice?.page ?? 1;
  // The reviews are under the first screen: asked for once the visitor comes near them.
  const [belowFoldNear, setBelowFoldNear] = useState(false);
  const showBelowFold = useCallback(() => setBelowFoldNear(true), []);
  const reviews = useApiQuery(
    webCourse.findChapterEvaluations,
    { chapterId: reviewChapter ?? 0, page: reviewPage, size: REVIEW_PAGE_SIZE },
    { enabled: reviewChapter !== null && belowFoldNear, placeholderData: keepPreviousData },
  );

  // The lessons of every open chapter, each through the cache.
  const lessons = useQueries({
    queries: openChapters.map((chapterId) => callQuery(webCourse.findChapterClasses, { chapterId })),
  });
  const lessonsOf = (chapterId: number): Loadable<readonly OutlineLesson[]> => {
    const query = lessons[openChapters.indexOf(chapterId)];
    return query ? mapLoadable(loadableOf(query), (data) => data.list) : loading;
  };

  return (
    <CourseChapterView
      course={loadableOf(course)}
      notFound={courseId === null || isMissing(course)}
      chapters={mapLoadable(loadableOf(chapters), (data) => data.list)}
      outline={{
        openChapters,
        lessonsOf,
        onToggle: (chapterId) =>
          setOpened({
            courseId,
            chapters: openChapters.includes(chapterId)
              ? openChapters.filter((id) => id !== chapterId)
              : [...openChapters, chapterId],
          }),
      }}
      reviews={{
        chapterId: reviewChapter,
        onChapterChange: (chapterId) => setReviewChoice({ chapterId, page: 1 }),
        value: loadableOf(reviews),
        onPageChange: (page) => setReviewChoice({ chapterId: reviewChapter ?? 0, page }),
      }}
      related={mapLoadable(loadableOf(information), (data) => data.related)}
      collect={{ collected: collection.collected, pending: collection.pending, onToggle: collection.toggle }}
      deferBelowFold
      onBelowFoldNear={showBelowFold}
    />
  );
}
