import '@/features/campaign/texts';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import * as webCourse from '@contract/api/calls/web/course';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { Link } from '@/components/Link';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { LessonVideo } from '@/features/campaign/LessonVideo';
import { positiveIntParam } from '@/lib/url';
import * as page from '@/features/campaign/campaignPage.css';
import { href } from '@contract/addresses/href';

/** /myCourse/video?courseId=: the lessons of an owned course, chapter by chapter, in the lesson player. */
export default function MyCourseVideoPage() {
  const [params] = useSearchParams();
  const courseId = positiveIntParam(params.get('courseId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  if (!rsNo) return <Navigate to={href.myCourseLogin()} replace />;
  if (courseId === null) return <Navigate to={href.myCourseIndex()} replace />;
  return <CourseLessons courseId={courseId} rsNo={rsNo} />;
}

function CourseLessons({ courseId, rsNo }: { courseId: number; rsNo: string }) {
  const { t } = useTranslation();
  const chapters = useApiQuery(webCourse.findCourseChapters, { courseId });
  const [chapterIndex, setChapterIndex] = useState(0);
  const chapter = chapters.data?.list[chapterIndex];
  const lessons = useApiQuery(webCourse.findChapterVideos, { chapterId: chapter?.id ?? 0 }, { enabled: chapter !== undefined });
  const [classId, setClassId] = useState<number | null>(null);
  const playable = lessons.data?.list.filter((item) => item.videoId !== null) ?? [];
  const current = classId ?? playable[0]?.id ?? null;
  const play = useApiQuery(webCourse.studyCourseVideo, { classId: current ?? 0 }, { enabled: current !== null, scope: rsNo });

  return (
    <div className={page.page}>
      <Link to={href.myCourseIndex()} className={styles.text}>
        ← {t('campaign.myCourse.title')}
      </Link>
      {current === null && lessons.isSuccess ? (
        <p className={styles.text}>{t('campaign.myCourse.noLessons')}</p>
      ) : (
        <LoadableContent value={loadableOf(play)} skeleton={<Skeleton height="12rem" />}>
          {(data) => (
            <>
              <h1 className={styles.title}>{data.title}</h1>
              <LessonVideo src={data.videoUrl} poster={data.posterUrl} title={data.title} />
            </>
          )}
        </LoadableContent>
      )}
      <LoadableContent value={loadableOf(chapters)} skeleton={<Skeleton height="10rem" />}>
        {(data) => (
          <section className={styles.card} aria-label={t('campaign.myCourse.lessons')}>
            <ul className={styles.list}>
              {data.list.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.lesson}
                    aria-current={index === chapterIndex}
                    onClick={() => {
                      setChapterIndex(index);
                      setClassId(null);
                    }}
                  >
                    <span>{item.title}</span>
                    <span>{item.classCount}</span>
                  </button>
                  {index === chapterIndex && (
                    <ul className={styles.list}>
                      {playable.map((lesson) => (
                        <li key={lesson.id}>
                          <button
                            type="button"
                            className={styles.lesson}
                            aria-current={lesson.id === current}
                            onClick={() => setClassId(lesson.id)}
                          >
                            <span>{lesson.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </LoadableContent>
    </div>
  );
}
