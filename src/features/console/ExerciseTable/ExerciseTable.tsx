import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import type { QuestionKind } from '@contract/api/schemas/evaluation/fields';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, PagedList, useConsoleTable, type ConsoleTableFeatures, type PagedListState } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import { ExerciseFilters, isExerciseFiltered, type ExerciseFilterOptions } from './ExerciseFilters';
import * as own from './ExerciseTable.css';
import { questionPlainText } from '@contract/fields/questionText';

export interface ExerciseTableRow {
  id: number;
  code: string;
  kind: QuestionKind;
  question: string;
  knowledgePoint: string;
  difficulty: number;
  categoryName: string;
  gradeName: string | null;
  lessonCount: number;
  answered: boolean;
  updatedAt: string;
}

/** What the list shows under its filters: the first load, a failed load, or the rows of the page asked for. */
export type ExerciseTableList = PagedListState<ExerciseTableRow>;

export interface ExerciseTableProps {
  list: ExerciseTableList;
  pageSize: number;
  filter: ExerciseFilter;
  options: ExerciseFilterOptions;
  onFilterChange: (filter: ExerciseFilter) => void;
  editPath: (exerciseId: number) => string;
  /** The role may change questions: rows offer "edit" rather than "view". */
  canWrite: boolean;
}

export const EXERCISE_KIND_TONE = { single: 'brand', multiple: 'accent', fill: 'success' } as const;

/** A question's kind, difficulty and knowledge point as small tags, the way every console list shows them. */
export function ExerciseTags({
  row,
}: {
  row: Pick<ExerciseTableRow, 'kind' | 'difficulty' | 'knowledgePoint'> & Partial<Pick<ExerciseTableRow, 'answered'>>;
}) {
  const { t } = useTranslation();
  return (
    <span className={own.meta}>
      <Tag size="sm" tone={EXERCISE_KIND_TONE[row.kind]}>
        {t(`admin.exercises.kinds.${row.kind}`)}
      </Tag>
      <Tag size="sm" tone="neutral">
        {t(`admin.exercises.difficulties.${String(row.difficulty) as '1' | '2' | '3'}`)}
      </Tag>
      {row.knowledgePoint ? <span className={shared.muted}>{row.knowledgePoint}</span> : null}
      {row.answered ? (
        <Tag size="sm" tone="warning">
          {t('admin.exercises.answered')}
        </Tag>
      ) : null}
    </span>
  );
}

const column = createColumnHelper<ConsoleTableFeatures, ExerciseTableRow>();

/** The console's question bank: search and filters above, one row per question, newest first. */
export function ExerciseTable({ list, pageSize, filter, options, onFilterChange, editPath, canWrite }: ExerciseTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('question', {
          header: () => t('admin.exercises.columns.question'),
          cell: ({ row: { original: row } }) => (
            <div className={own.questionCell}>
              <Link to={editPath(row.id)} className={own.question}>
                {questionPlainText(row.question)}
              </Link>
              <span className={styles.code}>{row.code}</span>
            </div>
          ),
        }),
        column.display({
          id: 'kind',
          header: () => t('admin.exercises.columns.kind'),
          cell: ({ row: { original: row } }) => <ExerciseTags row={row} />,
        }),
        column.display({
          id: 'subject',
          header: () => t('admin.exercises.columns.subject'),
          cell: ({ row: { original: row } }) => [row.categoryName, row.gradeName].filter(Boolean).join(' · '),
          meta: { cellClassName: own.nowrap },
        }),
        column.accessor('lessonCount', {
          header: () => t('admin.exercises.columns.lessons'),
          cell: ({ getValue }) => (getValue() > 0 ? t('admin.exercises.lessonCount', { count: getValue() }) : '—'),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.exercises.columns.updated'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.exercises.columns.actions'),
          cell: ({ row: { original: row } }) => (
            <Link
              to={editPath(row.id)}
              className={shared.linkButton}
              aria-label={`${canWrite ? t('admin.exercises.edit') : t('admin.exercises.view')} ${row.code}`}
            >
              {canWrite ? t('admin.exercises.edit') : t('admin.exercises.view')}
            </Link>
          ),
        }),
      ]),
    [t, editPath, canWrite],
  );
  const table = useConsoleTable(columns, list.state === 'ready' ? list.rows : []);
  const filtered = isExerciseFiltered(filter);

  return (
    <div>
      <ExerciseFilters filter={filter} options={options} onFilterChange={onFilterChange} />
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.exercises.loadFailed')}
        empty={filtered ? t('admin.exercises.empty') : t('admin.exercises.emptyAll')}
        count={(count) => t('admin.exercises.count', { count })}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `exercise-${row.id}` })} />}
      </PagedList>
    </div>
  );
}
