import type { ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import { Button } from '@/components/Button';
import { LoadError } from '@/components/LoadError';
import { Notice } from '@/components/Notice';
import { useTranslation } from '@/i18n/react';
import { PagedList, type PagedListState } from '../ConsoleTable';
import { movedBy } from '../CourseOutline/outlineOrder';
import * as shared from '../consoleStyles.css';
import {
  ExerciseFilters,
  ExerciseTags,
  type ExerciseFilterOptions,
  type ExerciseTableList,
  type ExerciseTableRow,
} from '../ExerciseTable';
import * as styles from './LessonExercises.css';
import { questionPlainText } from '@contract/fields/questionText';

/** One change to an ordered list of the bank's questions (a lesson's exercises, a paper's questions). */
export type OrderedExercisesEdit =
  | { kind: 'add'; exerciseId: number }
  | { kind: 'remove'; exerciseId: number }
  | { kind: 'order'; exerciseIds: readonly number[] };

/**
 * What the ordered list draws of a question: a lesson's exercises are the bank's rows, a paper's questions
 * are only these fields (whether the bank question was answered elsewhere does not matter on a paper).
 */
export type OrderedQuestion = Pick<ExerciseTableRow, 'id' | 'code' | 'kind' | 'question' | 'knowledgePoint' | 'difficulty'> &
  Partial<Pick<ExerciseTableRow, 'answered'>>;

export interface OrderedExercisesProps {
  /** The questions in order. */
  list: PagedListState<OrderedQuestion>;
  readOnly: boolean;
  busy: boolean;
  /** The server's refusal of the last change. */
  error: string | null;
  onEdit: (edit: OrderedExercisesEdit) => void;
  /** The bank's questions not in the list yet, under the picker's filter. */
  picker: {
    filter: ExerciseFilter;
    /** What "clear" goes back to, e.g. the course's or paper's subject. */
    cleared: ExerciseFilter;
    onFilterChange: (filter: ExerciseFilter) => void;
    list: ExerciseTableList;
    pageSize: number;
  };
  options: ExerciseFilterOptions;
  /** The list's heading and what it says while empty. */
  texts: { title: string; empty: string };
  /** The test id of the list, and the prefix of its items' (followed by the question's id). */
  testIds: { list: string; item: string };
}

function QuestionText({ row }: { row: OrderedQuestion }) {
  return (
    <span className={styles.text}>
      <span className={styles.question} title={questionPlainText(row.question)}>
        {questionPlainText(row.question)}
      </span>
      <ExerciseTags row={row} />
    </span>
  );
}

/** Questions of the bank in order (moved up and down, removed), with a picker of the bank's other questions to add. */
export function OrderedExercises({
  list,
  readOnly,
  busy,
  error,
  onEdit,
  picker,
  options,
  texts,
  testIds,
}: OrderedExercisesProps) {
  const { t } = useTranslation();
  const shown = list.state === 'ready' ? list.rows.length : 0;
  const ids = list.state === 'ready' ? list.rows.map((row) => row.id) : [];
  return (
    <div className={styles.body} aria-busy={busy}>
      {error ? <Notice tone="error" message={error} /> : null}
      <section aria-labelledby="lesson-exercises-list">
        <h3 id="lesson-exercises-list" className={styles.sectionHead}>
          {texts.title}
          <span className={shared.muted}>{t('admin.exercises.lesson.count', { count: shown })}</span>
        </h3>
        {list.state === 'loading' ? (
          <p className={shared.centered} aria-busy>
            {t('admin.loading')}
          </p>
        ) : list.state === 'error' ? (
          <LoadError
            message={list.message ?? t('admin.exercises.lesson.loadFailed')}
            onRetry={list.onRetry}
            retrying={list.retrying}
          />
        ) : list.rows.length === 0 ? (
          <p className={shared.centered}>{texts.empty}</p>
        ) : (
          <ol className={styles.list} data-testid={testIds.list}>
            {list.rows.map((row, index) => (
              <li key={row.id} className={styles.item} data-testid={`${testIds.item}-${row.id}`}>
                <span className={styles.no}>{index + 1}</span>
                <QuestionText row={row} />
                {readOnly ? (
                  <span />
                ) : (
                  <span className={styles.tools}>
                    <button
                      type="button"
                      className={shared.linkButton}
                      disabled={busy || index === 0}
                      aria-label={`${t('admin.exercises.lesson.up')} ${index + 1}`}
                      onClick={() => onEdit({ kind: 'order', exerciseIds: movedBy(ids, index, -1) })}
                    >
                      {t('admin.exercises.lesson.up')}
                    </button>
                    <button
                      type="button"
                      className={shared.linkButton}
                      disabled={busy || index === ids.length - 1}
                      aria-label={`${t('admin.exercises.lesson.down')} ${index + 1}`}
                      onClick={() => onEdit({ kind: 'order', exerciseIds: movedBy(ids, index, 1) })}
                    >
                      {t('admin.exercises.lesson.down')}
                    </button>
                    <button
                      type="button"
                      className={shared.linkButton}
                      disabled={busy}
                      aria-label={`${t('admin.exercises.lesson.remove')} ${index + 1}`}
                      onClick={() => onEdit({ kind: 'remove', exerciseId: row.id })}
                    >
                      {t('admin.exercises.lesson.remove')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {readOnly ? null : (
        <section className={styles.picker} aria-labelledby="lesson-exercises-picker">
          <h3 id="lesson-exercises-picker" className={styles.sectionHead}>
            {t('admin.exercises.lesson.picker')}
          </h3>
          <ExerciseFilters
            filter={picker.filter}
            cleared={picker.cleared}
            options={options}
            onFilterChange={picker.onFilterChange}
          />
          <PagedList
            list={picker.list}
            page={picker.filter.page}
            pageSize={picker.pageSize}
            onPageChange={(page) => picker.onFilterChange({ ...picker.filter, page })}
            failed={t('admin.exercises.loadFailed')}
            empty={t('admin.exercises.lesson.pickerEmpty')}
            count={(count) => t('admin.exercises.count', { count })}
          >
            {(rows) => (
              <ul className={styles.list} data-testid="exercise-picker">
                {rows.map((row) => (
                  <li key={row.id} className={styles.item} data-testid={`pick-${row.id}`}>
                    <span className={styles.no}>+</span>
                    <QuestionText row={row} />
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`${t('admin.exercises.lesson.add')} ${row.code}`}
                      onClick={() => onEdit({ kind: 'add', exerciseId: row.id })}
                    >
                      {t('admin.exercises.lesson.add')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </section>
      )}
    </div>
  );
}
