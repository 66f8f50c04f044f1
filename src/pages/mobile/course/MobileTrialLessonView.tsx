import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { LessonPlayer } from '@/features/learning/LessonPlayer';
import { formatClock } from '@/lib/format';
// The player's own texts (its name, the ±10 s cue).
import '@/features/learning/texts';
import { NotFoundState } from '@/features/site/NotFoundState';
import '@/features/mobile/courseTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileCourse.css';
import { href } from '@contract/addresses/href';

export interface TrialLesson {
  classId: number;
  courseId: number;
  title: string;
  videoUrl: string;
  posterUrl: string;
  durationSec: number;
}

export type MobileTrialLessonState =
  | { kind: 'needsLogin'; loginTo: string }
  | { kind: 'lesson'; lesson: Loadable<TrialLesson> }
  /** The server refused the lesson (not a trial and not bought) or it does not exist. */
  | { kind: 'refused'; message: string | null };

/** /m/course?classId=: a trial lesson played inline on the phone, in the site's lesson player; logging in comes first. */
export function MobileTrialLessonView({ state }: { state: MobileTrialLessonState }) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <Link to="/m/course" className={styles.crumb}>
        {t('routes.mobileCourse')}
      </Link>
      <h1 className={m.title}>{t('mobile.course.lessonHeading')}</h1>
      {state.kind === 'needsLogin' && (
        <section className={m.accentCard} aria-labelledby="m-lesson-login">
          <h2 id="m-lesson-login" className={m.sectionTitle}>
            {t('mobile.course.loginTitle')}
          </h2>
          <p className={m.text}>{t('mobile.course.loginText')}</p>
          <Link to={state.loginTo} className={`${m.primaryButton} ${m.wideButton}`}>
            {t('mobile.course.loginAction')}
          </Link>
        </section>
      )}
      {state.kind === 'refused' && (
        <NotFoundState
          title={t('mobile.course.notFoundTitle')}
          description={state.message ?? t('mobile.course.notFoundText')}
          to="/m/course"
          action={t('mobile.course.browse')}
        />
      )}
      {state.kind === 'lesson' && (
        <LoadableContent
          value={state.lesson}
          skeleton={
            <SkeletonGroup className={m.section}>
              <Skeleton shape="rect" className={styles.video} />
              <Skeleton width="70%" />
            </SkeletonGroup>
          }
        >
          {(lesson) => (
            <section className={m.section} aria-labelledby="m-lesson-title">
              <LessonPlayer
                key={lesson.videoUrl}
                src={lesson.videoUrl}
                poster={lesson.posterUrl || undefined}
                title={lesson.title}
              />
              <h2 id="m-lesson-title" className={m.sectionTitle}>
                {lesson.title}
              </h2>
              <p className={m.text}>{formatClock(lesson.durationSec)}</p>
              <Link to={href.mobileCourse(lesson)} className={`${m.secondaryButton} ${m.wideButton}`}>
                {t('mobile.course.backToCourse')}
              </Link>
            </section>
          )}
        </LoadableContent>
      )}
    </div>
  );
}
