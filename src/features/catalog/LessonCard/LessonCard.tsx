import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Skeleton } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { formatClock } from '@/lib/format';
import { useCatalogPaths } from '../paths';
import '../texts';
import * as styles from './LessonCard.css';

export interface LessonCardData {
  id: number;
  title: string;
  durationSec: number;
  isTrial: boolean;
  exerciseCount: number;
  posterUrl: string;
}

export interface LessonCardProps {
  lesson: LessonCardData;
  /** 1-based place in its chapter. */
  number: number;
  /** The viewer may watch every lesson; otherwise trial lessons only. */
  canWatch: boolean;
}

/** A lesson with its video: poster with the length, title, practice, and play or locked. */
export function LessonCard({ lesson, number, canWatch }: LessonCardProps) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  const playable = canWatch || lesson.isTrial;
  return (
    <article className={styles.root} data-state={playable ? 'playable' : 'locked'}>
      <div className={styles.poster}>
        <Image src={lesson.posterUrl} alt="" ratio="16 / 9" />
        <span className={styles.duration}>{formatClock(lesson.durationSec)}</span>
        <span className={styles.play} aria-hidden="true">
          {playable ? (
            <svg viewBox="0 0 24 24">
              <path d="M8 5.5v13l10-6.5z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24">
              <path d="M7 10V8a5 5 0 0 1 10 0v2h1v10H6V10zm2 0h6V8a3 3 0 0 0-6 0z" />
            </svg>
          )}
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <span className={styles.number}>{t('catalog.lesson.number', { number })}</span>
          {playable ? (
            <Link to={paths.lesson(lesson.id)} className={styles.link}>
              {lesson.title}
            </Link>
          ) : (
            lesson.title
          )}
        </h2>
        <p className={styles.meta}>
          {lesson.isTrial && !canWatch && (
            <Tag size="sm" tone="success">
              {t('catalog.outline.trial')}
            </Tag>
          )}
          {lesson.exerciseCount > 0 ? (
            <span>{t('catalog.outline.exercises', { count: lesson.exerciseCount })}</span>
          ) : (
            <span>{t('catalog.lesson.noExercises')}</span>
          )}
          <span className={styles.state}>{playable ? t('catalog.lesson.play') : t('catalog.outline.locked')}</span>
        </p>
      </div>
    </article>
  );
}

export function LessonCardSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <Skeleton shape="rect" className={styles.posterSkeleton} />
      <div className={styles.body}>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </div>
    </div>
  );
}
