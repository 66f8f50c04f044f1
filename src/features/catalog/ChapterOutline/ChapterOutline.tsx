import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { durationParts, formatClock } from '@/lib/format';
import { useCatalogPaths } from '../paths';
import '../texts';
import * as styles from './ChapterOutline.css';
import { href } from '@contract/addresses/href';

export interface OutlineChapter {
  id: number;
  title: string;
  summary: string;
  classCount: number;
  durationSec: number;
  hasTrial: boolean;
}

export interface OutlineLesson {
  id: number;
  title: string;
  durationSec: number;
  isTrial: boolean;
  exerciseCount: number;
}

export const chapterPath = (chapterId: number) => href.courseChapterSub({ chapterId });
export const lessonPath = (classId: number) => href.lesson({ classId });

export interface LessonRowsProps {
  lessons: readonly OutlineLesson[];
  /** Every lesson plays (the course is bought or free); otherwise only trial lessons do. */
  canWatch: boolean;
}

/** The lessons of a chapter: number, title, length, practice; trial lessons marked, locked ones say so. */
export function LessonRows({ lessons, canWatch }: LessonRowsProps) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  return (
    <ol className={styles.lessons}>
      {lessons.map((lesson, index) => {
        const playable = canWatch || lesson.isTrial;
        return (
          <li key={lesson.id} className={styles.lesson} data-state={playable ? 'playable' : 'locked'}>
            <span className={styles.lessonNumber}>{String(index + 1).padStart(2, '0')}</span>
            <span className={styles.lessonTitle}>
              {playable ? (
                <Link to={paths.lesson(lesson.id)} className={styles.lessonLink}>
                  {lesson.title}
                </Link>
              ) : (
                lesson.title
              )}
              {lesson.isTrial && !canWatch && (
                <Tag size="sm" tone="success" className={styles.lessonTag}>
                  {t('catalog.outline.trial')}
                </Tag>
              )}
            </span>
            <span className={styles.lessonMeta}>
              {lesson.exerciseCount > 0 && <span>{t('catalog.outline.exercises', { count: lesson.exerciseCount })}</span>}
              <span>{formatClock(lesson.durationSec)}</span>
              {!playable && <span className={styles.locked}>{t('catalog.outline.locked')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export interface ChapterOutlineProps {
  chapters: readonly OutlineChapter[];
  /** Chapters shown open, with their lessons. */
  openChapters: readonly number[];
  /** The lessons of an open chapter, as they load. */
  lessonsOf: (chapterId: number) => Loadable<readonly OutlineLesson[]>;
  onToggle: (chapterId: number) => void;
  canWatch: boolean;
}

/** The course outline: chapters that open to their lessons. */
export function ChapterOutline({ chapters, openChapters, lessonsOf, onToggle, canWatch }: ChapterOutlineProps) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter, index) => {
        const open = openChapters.includes(chapter.id);
        const { hours, minutes } = durationParts(chapter.durationSec);
        const panelId = `chapter-${chapter.id}-lessons`;
        return (
          <li key={chapter.id} className={styles.chapter} data-state={open ? 'open' : 'closed'}>
            <div className={styles.chapterHead}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(chapter.id)}
              >
                <span className={styles.chapterNumber}>{t('catalog.outline.chapter', { number: index + 1 })}</span>
                <span className={styles.chapterTitle}>{chapter.title}</span>
                <span className={styles.chapterMeta}>
                  {t('catalog.hero.lessons', { count: chapter.classCount })}
                  {' · '}
                  {hours > 0 ? t('catalog.hero.hours', { hours, minutes }) : t('catalog.hero.minutes', { minutes })}
                </span>
                {chapter.hasTrial && !canWatch && (
                  <Tag size="sm" tone="success">
                    {t('catalog.outline.hasTrial')}
                  </Tag>
                )}
                <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            {open && (
              <div id={panelId} className={styles.panel}>
                {chapter.summary && <p className={styles.summary}>{chapter.summary}</p>}
                <LoadableContent
                  value={lessonsOf(chapter.id)}
                  size="sm"
                  skeleton={
                    <SkeletonGroup className={styles.lessonSkeleton}>
                      {Array.from({ length: Math.min(chapter.classCount, 4) || 2 }, (_, row) => (
                        <Skeleton key={row} width="90%" />
                      ))}
                    </SkeletonGroup>
                  }
                  isEmpty={(lessons) => lessons.length === 0}
                >
                  {(lessons) => <LessonRows lessons={lessons} canWatch={canWatch} />}
                </LoadableContent>
                <Link to={paths.chapter(chapter.id)} className={styles.chapterLink}>
                  {t('catalog.outline.openChapter')}
                </Link>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
