import { useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import type { OutlineEdit } from '@contract/api/schemas/admin/courses';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { movedBefore, movedBy } from './outlineOrder';
import * as styles from './CourseOutline.css';

export interface OutlineLesson {
  id: number;
  title: string;
  isTrial: boolean;
  durationSec: number;
  hasVideo: boolean;
  /** How many exercises the lesson gives. */
  exerciseCount?: number;
}

export interface OutlineChapter {
  id: number;
  title: string;
  lessons: readonly OutlineLesson[];
}

/** One change to the outline, as the console sends it. */
export interface CourseOutlineProps {
  chapters: readonly OutlineChapter[];
  readOnly: boolean;
  busy: boolean;
  error: string | null;
  onEdit: (edit: OutlineEdit) => void;
  /** The lesson's video (its upload and status), drawn in the lesson's row. */
  lessonVideo?: (lesson: OutlineLesson) => ReactNode;
  /** The lesson's exercises (their count, opening their editor), drawn in the lesson's row. */
  lessonExercises?: (lesson: OutlineLesson) => ReactNode;
}

type Dragged = { kind: 'chapter'; id: number } | { kind: 'lesson'; id: number };
type DropAt = { kind: 'chapter'; id: number } | { kind: 'lesson'; id: number } | { kind: 'chapterEnd'; id: number };

const MAX_TITLE = 60;

/** A one-line name form: adding a chapter or lesson, or renaming one. */
function NameForm(props: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (title: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(props.initial ?? '');
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = title.trim();
    const ok = value.length > 0 && value.length <= MAX_TITLE;
    setInvalid(!ok);
    if (!ok) return;
    props.onSubmit(value);
    if (props.initial === undefined) setTitle('');
  }
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <input
        className={styles.input}
        aria-label={props.label}
        placeholder={props.label}
        value={title}
        maxLength={MAX_TITLE}
        aria-invalid={invalid}
        title={invalid ? t('admin.courses.outline.required') : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      {/* Never disabled while another edit saves: a disabled default button would swallow the Enter key. */}
      <Button type="submit" size="sm" variant="outline">
        {props.submitLabel}
      </Button>
      {props.onCancel ? (
        <button type="button" className={shared.linkButton} onClick={props.onCancel}>
          {t('admin.courses.outline.cancel')}
        </button>
      ) : null}
    </form>
  );
}

/**
 * A course's outline: chapters with their lessons, each added, renamed, deleted, and put in order by dragging
 * (a lesson into another chapter too) or with the up and down buttons, which keyboards and screen readers use.
 */
export function CourseOutline({ chapters, readOnly, busy, error, onEdit, lessonVideo, lessonExercises }: CourseOutlineProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [dropAt, setDropAt] = useState<DropAt | null>(null);
  const lessonCount = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  const chapterIds = chapters.map((chapter) => chapter.id);
  const chapterOfLesson = (lessonId: number) =>
    chapters.find((chapter) => chapter.lessons.some((lesson) => lesson.id === lessonId));
  // Lessons are numbered across the course, as the site numbers them.
  const firstNo = chapters.map(
    (_, index) => chapters.slice(0, index).reduce((sum, chapter) => sum + chapter.lessons.length, 0) + 1,
  );

  const dragProps = (item: Dragged) =>
    readOnly
      ? {}
      : {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', `${item.kind}:${item.id}`);
            setDragged(item);
          },
          onDragEnd: () => {
            setDragged(null);
            setDropAt(null);
          },
        };

  /** Where a dragged item may land: chapters among chapters, lessons among lessons or at a chapter's end. */
  const dropProps = (target: DropAt) => ({
    onDragOver: (event: DragEvent) => {
      const fits = dragged && (dragged.kind === 'chapter' ? target.kind === 'chapter' : target.kind !== 'chapter');
      if (!fits) return;
      event.preventDefault();
      event.stopPropagation();
      if (dropAt?.kind !== target.kind || dropAt.id !== target.id) setDropAt(target);
    },
    onDrop: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      event.stopPropagation();
      setDragged(null);
      setDropAt(null);
      if (dragged.kind === 'chapter' && target.kind === 'chapter') {
        if (dragged.id !== target.id)
          onEdit({ kind: 'orderChapters', chapterIds: movedBefore(chapterIds, dragged.id, target.id) });
        return;
      }
      if (dragged.kind !== 'lesson' || target.kind === 'chapter') return;
      const into =
        target.kind === 'chapterEnd' ? chapters.find((chapter) => chapter.id === target.id) : chapterOfLesson(target.id);
      if (!into || (target.kind === 'lesson' && target.id === dragged.id)) return;
      const lessonIds = movedBefore(
        into.lessons.map((lesson) => lesson.id),
        dragged.id,
        target.kind === 'lesson' ? target.id : null,
      );
      onEdit({ kind: 'orderLessons', chapterId: into.id, lessonIds });
    },
  });
  const isDropAt = (target: DropAt) => dropAt?.kind === target.kind && dropAt.id === target.id;

  return (
    <section className={styles.outline} aria-labelledby="course-outline-title" aria-busy={busy}>
      <div className={styles.head}>
        <h2 id="course-outline-title" className={styles.title}>
          {t('admin.courses.outline.title')}
        </h2>
        <span className={shared.muted}>
          {t('admin.courses.outline.summary', { chapters: chapters.length, lessons: lessonCount })}
        </span>
      </div>
      {readOnly ? null : <p className={shared.muted}>{t('admin.courses.outline.hint')}</p>}
      {error ? <Notice tone="error" message={error} /> : null}
      {chapters.length === 0 ? <p className={shared.centered}>{t('admin.courses.outline.empty')}</p> : null}
      <ol className={styles.chapters}>
        {chapters.map((chapter, chapterIndex) => (
          <li
            key={chapter.id}
            className={styles.chapter}
            data-testid={`chapter-${chapter.id}`}
            data-dragging={dragged?.kind === 'chapter' && dragged.id === chapter.id}
            data-drop={isDropAt({ kind: 'chapter', id: chapter.id })}
            {...dropProps({ kind: 'chapter', id: chapter.id })}
          >
            <div className={styles.chapterHead} {...dragProps({ kind: 'chapter', id: chapter.id })}>
              {readOnly ? null : (
                <span className={styles.handle} aria-hidden="true" title={t('admin.courses.outline.drag')}>
                  ⋮⋮
                </span>
              )}
              {renaming === `c${chapter.id}` ? (
                <NameForm
                  label={t('admin.courses.outline.chapterTitle')}
                  initial={chapter.title}
                  submitLabel={t('admin.courses.outline.save')}
                  onSubmit={(title) => {
                    setRenaming(null);
                    onEdit({ kind: 'renameChapter', chapterId: chapter.id, title });
                  }}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <span className={styles.grow}>{chapter.title}</span>
              )}
              {readOnly || renaming === `c${chapter.id}` ? null : (
                <span className={styles.tools}>
                  <button type="button" className={shared.linkButton} onClick={() => setRenaming(`c${chapter.id}`)}>
                    {t('admin.courses.outline.rename')}
                  </button>
                  <button
                    type="button"
                    className={shared.linkButton}
                    disabled={busy || chapterIndex === 0}
                    aria-label={`${t('admin.courses.outline.up')} ${chapter.title}`}
                    onClick={() => onEdit({ kind: 'orderChapters', chapterIds: movedBy(chapterIds, chapterIndex, -1) })}
                  >
                    {t('admin.courses.outline.up')}
                  </button>
                  <button
                    type="button"
                    className={shared.linkButton}
                    disabled={busy || chapterIndex === chapters.length - 1}
                    aria-label={`${t('admin.courses.outline.down')} ${chapter.title}`}
                    onClick={() => onEdit({ kind: 'orderChapters', chapterIds: movedBy(chapterIds, chapterIndex, 1) })}
                  >
                    {t('admin.courses.outline.down')}
                  </button>
                  <button
                    type="button"
                    className={shared.linkButton}
                    disabled={busy || chapter.lessons.length > 0}
                    title={chapter.lessons.length > 0 ? t('admin.courses.outline.chapterNotEmpty') : undefined}
                    aria-label={`${t('admin.courses.outline.delete')} ${chapter.title}`}
                    onClick={() => onEdit({ kind: 'deleteChapter', chapterId: chapter.id })}
                  >
                    {t('admin.courses.outline.delete')}
                  </button>
                </span>
              )}
            </div>
            <ul className={styles.lessons} {...dropProps({ kind: 'chapterEnd', id: chapter.id })}>
              {chapter.lessons.length === 0 ? (
                <li className={styles.emptyChapter}>{t('admin.courses.outline.chapterEmpty')}</li>
              ) : null}
              {chapter.lessons.map((lesson, lessonIndex) => {
                const ids = chapter.lessons.map((item) => item.id);
                return (
                  <li
                    key={lesson.id}
                    className={styles.lesson}
                    data-testid={`lesson-${lesson.id}`}
                    data-dragging={dragged?.kind === 'lesson' && dragged.id === lesson.id}
                    data-drop={isDropAt({ kind: 'lesson', id: lesson.id })}
                    {...dragProps({ kind: 'lesson', id: lesson.id })}
                    {...dropProps({ kind: 'lesson', id: lesson.id })}
                  >
                    {readOnly ? null : (
                      <span className={styles.handle} aria-hidden="true" title={t('admin.courses.outline.drag')}>
                        ⋮⋮
                      </span>
                    )}
                    <span className={styles.lessonNo}>
                      {t('admin.courses.outline.lessonNo', { n: firstNo[chapterIndex]! + lessonIndex })}
                    </span>
                    {renaming === `l${lesson.id}` ? (
                      <NameForm
                        label={t('admin.courses.outline.lessonTitle')}
                        initial={lesson.title}
                        submitLabel={t('admin.courses.outline.save')}
                        onSubmit={(title) => {
                          setRenaming(null);
                          onEdit({
                            kind: 'saveLesson',
                            chapterId: chapter.id,
                            lessonId: lesson.id,
                            title,
                            isTrial: lesson.isTrial,
                          });
                        }}
                        onCancel={() => setRenaming(null)}
                      />
                    ) : (
                      <span className={styles.grow}>
                        {lesson.title}{' '}
                        {lesson.hasVideo ? null : (
                          <Tag size="sm" tone="neutral">
                            {t('admin.courses.outline.noVideo')}
                          </Tag>
                        )}
                      </span>
                    )}
                    {lessonVideo?.(lesson)}
                    {lessonExercises?.(lesson)}
                    <label className={styles.trial}>
                      <input
                        type="checkbox"
                        checked={lesson.isTrial}
                        disabled={readOnly || busy}
                        onChange={(event) =>
                          onEdit({
                            kind: 'saveLesson',
                            chapterId: chapter.id,
                            lessonId: lesson.id,
                            title: lesson.title,
                            isTrial: event.target.checked,
                          })
                        }
                      />
                      {t('admin.courses.outline.trial')}
                    </label>
                    {readOnly || renaming === `l${lesson.id}` ? null : (
                      <span className={styles.tools}>
                        <button type="button" className={shared.linkButton} onClick={() => setRenaming(`l${lesson.id}`)}>
                          {t('admin.courses.outline.rename')}
                        </button>
                        <button
                          type="button"
                          className={shared.linkButton}
                          disabled={busy || lessonIndex === 0}
                          aria-label={`${t('admin.courses.outline.up')} ${lesson.title}`}
                          onClick={() =>
                            onEdit({ kind: 'orderLessons', chapterId: chapter.id, lessonIds: movedBy(ids, lessonIndex, -1) })
                          }
                        >
                          {t('admin.courses.outline.up')}
                        </button>
                        <button
                          type="button"
                          className={shared.linkButton}
                          disabled={busy || lessonIndex === ids.length - 1}
                          aria-label={`${t('admin.courses.outline.down')} ${lesson.title}`}
                          onClick={() =>
                            onEdit({ kind: 'orderLessons', chapterId: chapter.id, lessonIds: movedBy(ids, lessonIndex, 1) })
                          }
                        >
                          {t('admin.courses.outline.down')}
                        </button>
                        <button
                          type="button"
                          className={shared.linkButton}
                          disabled={busy}
                          aria-label={`${t('admin.courses.outline.delete')} ${lesson.title}`}
                          onClick={() => onEdit({ kind: 'deleteLesson', lessonId: lesson.id })}
                        >
                          {t('admin.courses.outline.delete')}
                        </button>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {readOnly ? null : (
              <div className={styles.footer}>
                <NameForm
                  label={t('admin.courses.outline.newLesson', { chapter: chapter.title })}
                  submitLabel={t('admin.courses.outline.addLesson')}
                  onSubmit={(title) => onEdit({ kind: 'addLesson', chapterId: chapter.id, title, isTrial: false })}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <div className={styles.addRow}>
          <NameForm
            label={t('admin.courses.outline.newChapter')}
            submitLabel={t('admin.courses.outline.addChapter')}
            onSubmit={(title) => onEdit({ kind: 'addChapter', title })}
          />
        </div>
      )}
    </section>
  );
}
