import { useSearchParams } from 'react-router';
import * as webCourse from '@contract/api/calls/web/course';
import { useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { failed, loading, ready, type Loadable } from '@/components/Loadable';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { CourseChapterSubView, type ChapterSubData } from './CourseChapterSubView';
import '@/features/catalog/texts';

/** /course/chaptersub?chapterId=: a chapter's lessons (with their videos), its place in the course. */
export default function CourseChapterSubPage() {
  const [params] = useSearchParams();
  const chapterId = positiveIntParam(params.get('chapterId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const enabled = chapterId !== null;
  const classes = useApiQuery(webCourse.findChapterClasses, { chapterId: chapterId ?? 0 }, { enabled });
  const videos = useApiQuery(webCourse.findChapterVideos, { chapterId: chapterId ?? 0 }, { enabled });
  const courseId = classes.data?.chapter.courseId ?? 0;
  const course = useApiQuery(webCourse.findCourseById, { courseId }, { enabled: courseId > 0, scope: rsNo });
  const chapters = useApiQuery(webCourse.findCourseChapters, { courseId }, { enabled: courseId > 0 });

  const queries = [classes, videos, course, chapters];
  let value: Loadable<ChapterSubData> = loading;
  const failure = queries.find((query) => query.isError);
  if (failure)
    value = failed(
      () => queries.forEach((query) => query.isError && void query.refetch()),
      queries.some((q) => q.isFetching),
    );
  else if (classes.data && videos.data && course.data && chapters.data) {
    const posters = new Map(videos.data.list.map((lesson) => [lesson.id, lesson.posterUrl]));
    const siblings = chapters.data.list.map(({ id, title }) => ({ id, title }));
    value = ready({
      chapter: classes.data.chapter,
      number: siblings.findIndex((sibling) => sibling.id === chapterId) + 1,
      lessons: classes.data.list.map((lesson) => ({ ...lesson, posterUrl: posters.get(lesson.id) ?? '' })),
      siblings,
      canWatch: course.data.purchased || course.data.isFree,
    });
  }
  return <CourseChapterSubView value={value} notFound={chapterId === null || isMissing(classes)} />;
}
