import type { Ref } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container } from '@/components/PageShell';
import { Skeleton } from '@/components/Skeleton';
import { LessonOutline, type OutlineChapterData } from '@/features/learning/LessonOutline';
import { LessonPlayer } from '@/features/learning/LessonPlayer';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';
import { playTo } from '@/features/learning/paths';
import * as styles from './Video.css';

export interface VideoLessonData {
  classId: number;
  courseId: number;
  title: string;
  videoUrl: string;
  posterUrl: string;
  positionSec: number;
  finished: boolean;
  nextClassId: number | null;
}

export interface VideoViewProps {
  lesson: Loadable<VideoLessonData>;
  /** Why the lesson cannot play (not bought, not found), from the server. */
  refusal: string | null;
  outline: Loadable<OutlineChapterData[]>;
  watermark: string;
  videoRef?: Ref<HTMLVideoElement>;
  /** A sentence for screen readers and sighted users: resumed at, finished. */
  status: string | null;
  /** How many exercises the lesson gives; with any, the lesson links to its practice. */
  exerciseCount?: number;
}

function formatTime(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** /video?classId=: the lesson player with the course's lessons beside it and the next lesson. */
export function VideoView({ lesson, refusal, outline, watermark, videoRef, status, exerciseCount = 0 }: VideoViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <Breadcrumb
        items={[
          { label: t('routes.home'), to: '/home' },
          { label: t('learning.myCourses.title'), to: '/personal/my-course' },
          { label: t('routes.video') },
        ]}
        LinkComponent={Link}
      />
      {refusal !== null ? (
        <NotFoundState title={refusal} to="/personal/my-course" action={t('learning.myCourses.title')} />
      ) : (
        <div className={styles.layout}>
          <LoadableContent value={lesson} skeleton={<Skeleton height="24rem" />}>
            {(data) => (
              <div className={styles.main}>
                <LessonPlayer
                  key={data.classId}
                  ref={videoRef}
                  title={data.title}
                  src={data.videoUrl}
                  poster={data.posterUrl}
                  watermark={watermark}
                />
                <div className={styles.bar}>
                  <h1 className={styles.title}>{data.title}</h1>
                  {data.nextClassId !== null ? (
                    <Link to={playTo(data.nextClassId)} className={commerce.primaryLinkButton} data-testid="next-lesson">
                      {t('learning.player.next')}
                    </Link>
                  ) : (
                    <span className={styles.muted}>{t('learning.player.lastLesson')}</span>
                  )}
                </div>
                <p className={styles.status} role="status" data-testid="player-status">
                  {status ?? (data.positionSec > 0 ? t('learning.player.resumed', { time: formatTime(data.positionSec) }) : '')}
                </p>
                {exerciseCount > 0 && (
                  <Link
                    to={href.lessonPractice({ classId: data.classId })}
                    className={commerce.primaryLinkButton}
                    data-testid="lesson-practice"
                  >
                    {t('learning.player.practice', { count: exerciseCount })}
                  </Link>
                )}
                <Link to={href.myCourseChapter({ courseId: data.courseId })} className={styles.back}>
                  {t('learning.player.backToCourse')}
                </Link>
              </div>
            )}
          </LoadableContent>
          <aside className={styles.side} aria-label={t('learning.player.chapterList')}>
            <h2 className={styles.sideTitle}>{t('learning.player.chapterList')}</h2>
            <LoadableContent value={outline} skeleton={<Skeleton height="16rem" />}>
              {(chapters) => (
                <LessonOutline
                  chapters={chapters}
                  playTo={playTo}
                  currentClassId={lesson.status === 'ready' ? lesson.data.classId : null}
                  compact
                />
              )}
            </LoadableContent>
          </aside>
        </div>
      )}
    </Container>
  );
}
