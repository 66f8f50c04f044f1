import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { ProgressBar } from '../ProgressBar';
import * as styles from './RecentLearning.css';

export interface RecentLessonData {
  classId: number;
  classTitle: string;
  courseId: number;
  courseTitle: string;
  progress: number;
  finished: boolean;
}

export interface RecentLearningProps {
  items: readonly RecentLessonData[];
  playTo: (classId: number) => string;
  onRemove: (classId: number) => void;
  /** The lesson whose removal is on its way. */
  removing?: number | null;
}

/** Lessons studied last, each with its progress and a way to take it off the list. */
export function RecentLearning({ items, playTo, onRemove, removing = null }: RecentLearningProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.classId} className={styles.item} data-class-id={item.classId}>
          <Link to={playTo(item.classId)} className={styles.lesson}>
            {item.classTitle}
          </Link>
          <p className={styles.course}>{item.courseTitle}</p>
          <div className={styles.row}>
            <ProgressBar value={item.progress} className={styles.progress} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('learning.myCourses.removeLabel', { title: item.classTitle })}
              disabled={removing === item.classId}
              onClick={() => onRemove(item.classId)}
            >
              {t('learning.myCourses.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
