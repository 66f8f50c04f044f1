import { useTranslation } from '@/i18n/react';
import { href } from '@contract/addresses/href';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import * as styles from './LessonOutline.css';

export type LessonStateName = 'finished' | 'inProgress' | 'notStarted';

export interface OutlineLessonData {
  classId: number;
  title: string;
  durationSec: number;
  isTrial: boolean;
  playable: boolean;
  state: LessonStateName;
  progress: number;
  exerciseCount: number;
}

export interface OutlineChapterData {
  id: number;
  title: string;
  lessons: readonly OutlineLessonData[];
}

export interface LessonOutlineProps {
  chapters: readonly OutlineChapterData[];
  playTo: (classId: number) => string;
  /** The lesson playing now, marked in the list. */
  currentClassId?: number | null;
  /** Beside the player: lesson rows without exercise counts. */
  compact?: boolean;
}

/** Chapters and their lessons, each watched, in progress or not started; locked ones are not links. */
export function LessonOutline({ chapters, playTo, currentClassId = null, compact = false }: LessonOutlineProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-labelledby={`chapter-${chapter.id}`}>
          <h3 id={`chapter-${chapter.id}`} className={styles.chapterTitle}>
            {chapter.title}
          </h3>
          <ol className={styles.list}>
            {chapter.lessons.map((lesson) => (
              <li
                key={lesson.classId}
                className={styles.lesson}
                aria-current={lesson.classId === currentClassId ? 'true' : undefined}
                data-state={lesson.state}
              >
                <div style={{ minWidth: 0 }}>
                  {lesson.playable ? (
                    <Link to={playTo(lesson.classId)} className={styles.lessonLink}>
                      {lesson.title}
                    </Link>
                  ) : (
                    <span className={styles.lessonLink}>{lesson.title}</span>
                  )}
                  <div className={styles.lessonMeta}>
                    <span>{t('learning.lesson.duration', { minutes: Math.max(1, Math.round(lesson.durationSec / 60)) })}</span>
                    {!compact &&
                      lesson.exerciseCount > 0 &&
                      (lesson.playable ? (
                        <Link to={href.lessonPractice({ classId: lesson.classId })} data-testid="lesson-practice">
                          {t('learning.lesson.exercises', { count: lesson.exerciseCount })}
                        </Link>
                      ) : (
                        <span>{t('learning.lesson.exercises', { count: lesson.exerciseCount })}</span>
                      ))}
                  </div>
                </div>
                <div className={styles.side}>
                  {lesson.isTrial && <Tag tone="accent">{t('learning.lesson.trial')}</Tag>}
                  {lesson.playable ? (
                    <span className={styles.stateTone[lesson.state]}>
                      {t(`learning.lesson.${lesson.state}`)}
                      {lesson.state === 'inProgress' ? ` ${lesson.progress}%` : ''}
                    </span>
                  ) : (
                    <span className={styles.stateTone.notStarted}>{t('learning.lesson.locked')}</span>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
