import { useTranslation } from '@/i18n/react';
import { Tag } from '@/components/Tag';
import { ProgressBar } from '@/features/learning/ProgressBar';
import * as styles from './LessonRecord.css';

export interface LessonRecordData {
  classId: number;
  classTitle: string;
  courseId: number;
  courseTitle: string;
  subjectName: string;
  watchedSec: number;
  progress: number;
  finished: boolean;
  lastStudiedAt: string;
}

export interface LessonRecordProps {
  item: LessonRecordData;
  /** When it was last studied, already formatted. */
  lastStudiedAt: string;
}

/** One lesson watched: its course, time spent, how far it got and whether it is finished. */
export function LessonRecord({ item, lastStudiedAt }: LessonRecordProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.row} data-class-id={item.classId}>
      <div className={styles.text}>
        <h2 className={styles.title}>{item.classTitle}</h2>
        <p className={styles.meta}>
          <span>
            {item.subjectName} · {item.courseTitle}
          </span>
          <span>{t('studymag.learning.watchedFor', { minutes: Math.round(item.watchedSec / 60) })}</span>
          <span>{t('studymag.learning.lastStudied', { time: lastStudiedAt })}</span>
        </p>
      </div>
      <div className={styles.side}>
        <Tag tone={item.finished ? 'success' : 'brand'} size="sm">
          {item.finished ? t('studymag.learning.finishedTag') : t('studymag.learning.inProgress')}
        </Tag>
        <ProgressBar value={item.progress} />
      </div>
    </article>
  );
}
