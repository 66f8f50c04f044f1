import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { LessonVideo } from '@/features/campaign/LessonVideo';
import { money } from '@/features/commerce/format';
import * as page from '@/features/campaign/campaignPage.css';
import { href } from '@contract/addresses/href';

export interface TrialLessons {
  course: { courseId: number; title: string; teacherName: string };
  lessons: readonly { classId: number; title: string; durationSec: number; videoUrl: string; posterUrl: string }[];
  upgrade: { courseId: number; title: string; price: number } | null;
}

export interface FreeCourseWatchViewProps {
  trial: Loadable<TrialLessons>;
  /** The phone has not claimed a trial: the page offers the claim instead. */
  notClaimed: boolean;
  current: number;
  ended: boolean;
  onLesson: (index: number) => void;
  onLessonEnded: () => void;
}

const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))}′`;

/** /freeCourse/watch: the trial lessons in the player, and once the trial ends the offer to buy. */
export function FreeCourseWatchView({ trial, notClaimed, current, ended, onLesson, onLessonEnded }: FreeCourseWatchViewProps) {
  const { t } = useTranslation();
  if (notClaimed) {
    return (
      <div className={page.page}>
        <div className={styles.card}>
          <p className={styles.subtitle}>{t('campaign.trial.notClaimed')}</p>
          <Link to="/freeCourse/home" className={styles.linkButton}>
            {t('campaign.trial.goClaim')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={page.page}>
      <LoadableContent
        value={trial}
        skeleton={
          <SkeletonGroup>
            <Skeleton height="12rem" />
            <Skeleton height="10rem" />
          </SkeletonGroup>
        }
      >
        {(data) => {
          const lesson = data.lessons[Math.min(current, data.lessons.length - 1)];
          return (
            <div className={styles.stack}>
              <h1 className={styles.title}>{data.course.title}</h1>
              {lesson && (
                <LessonVideo src={lesson.videoUrl} poster={lesson.posterUrl} title={lesson.title} onEnded={onLessonEnded} />
              )}
              <section className={styles.card} aria-labelledby="trial-lessons">
                <h2 id="trial-lessons" className={styles.subtitle}>
                  {t('campaign.trial.lessonList')}
                </h2>
                <ul className={styles.list}>
                  {data.lessons.map((item, index) => (
                    <li key={item.classId}>
                      <button
                        type="button"
                        className={styles.lesson}
                        aria-current={index === current}
                        onClick={() => onLesson(index)}
                      >
                        <span>{item.title}</span>
                        <span>{minutes(item.durationSec)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              {data.upgrade && (
                // The course is named once, as the section's heading: its title carries its own book-title marks.
                <section className={styles.card} data-ended={ended} aria-label={t('campaign.trial.upsellLabel')}>
                  {ended && <p className={styles.subtitle}>{t('campaign.trial.ended')}</p>}
                  <h2 className={styles.subtitle}>{data.upgrade.title}</h2>
                  <p className={styles.text}>{t('campaign.trial.endedText')}</p>
                  <Link to={href.coursePurchase({ courseId: data.upgrade.courseId })} className={styles.linkButton}>
                    {t('campaign.trial.buy', { price: money(data.upgrade.price) })}
                  </Link>
                </section>
              )}
            </div>
          );
        }}
      </LoadableContent>
    </div>
  );
}
