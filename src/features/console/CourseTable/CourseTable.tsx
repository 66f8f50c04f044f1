import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper, type ColumnSort, type SortingState } from '@tanstack/react-table';
import { COURSE_SORTS, type CourseFilter, type CourseSort } from '@contract/api/schemas/admin/courses';
import { COURSE_STATUS_MOVES, COURSE_STATUSES, type CourseStatus } from '@contract/vocabulary/courseStatus';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { Link } from '@/components/Link';
import { Pagination } from '@/components/Pagination';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from './CourseTable.css';

export interface CourseTableRow {
  id: number;
  code: string;
  title: string;
  coverUrl: string;
  categoryName: string;
  gradeName: string | null;
  teacherName: string;
  price: number;
  originalPrice: number;
  isFree: boolean;
  isHeadline: boolean;
  status: CourseStatus;
  studentCount: number;
  version: number;
  updatedAt: string;
}

export interface CourseTableProps {
  rows: readonly CourseTableRow[];
  total: number;
  pageSize: number;
  filter: CourseFilter;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string; stage: SchoolStage }[];
  };
  onFilterChange: (filter: CourseFilter) => void;
  /** The editor's address of a course. */
  editPath: (courseId: number) => string;
  /** Null for a role that may only read: no status buttons. */
  onMove: ((row: CourseTableRow, status: CourseStatus) => void) | null;
  /** A course whose move is being saved. */
  busyId: number | null;
  /**
   * Swaps a course with its neighbour on the shelf; offered (as up and down on each row) while the list is in
   * shelf order, for a role that may write. A page's first and last rows move within the page.
   */
  onShelfSwap?: ((row: CourseTableRow, neighbour: CourseTableRow) => void) | null;
}

export const STATUS_TONE: Record<CourseStatus, TagTone> = { draft: 'neutral', published: 'success', withdrawn: 'warning' };
/** The word for each move the list offers, by the status it moves to. */
export const MOVE_LABEL = { published: 'publish', withdrawn: 'withdraw', draft: 'toDraft' } as const;

/**
 * The column each of the server's orders follows, and which way; the order of the site's shelves is no
 * column's, so it shows as no sorted column.
 */
const SORT_COLUMN: Record<CourseSort, ColumnSort | null> = {
  updated: { id: 'updatedAt', desc: true },
  title: { id: 'title', desc: false },
  price: { id: 'price', desc: true },
  students: { id: 'studentCount', desc: true },
  shelf: null,
};

const sortingBy = (sort: CourseSort): SortingState => {
  const sorted = SORT_COLUMN[sort];
  return sorted ? [sorted] : [];
};

/** The server's order for a column the table is sorted by (only the column counts: each order has one way). */
const sortOf = (sorting: SortingState): CourseSort =>
  COURSE_SORTS.find((sort) => SORT_COLUMN[sort] !== null && SORT_COLUMN[sort].id === sorting[0]?.id) ?? 'shelf';

const column = createColumnHelper<ConsoleTableFeatures, CourseTableRow>();

/** Up and down on the shelf for one course, each named with the course for screen readers. */
function ShelfArrows({
  title,
  busy,
  up,
  down,
}: {
  title: string;
  busy: boolean;
  up: (() => void) | null;
  down: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.shelfArrows}>
      <button
        type="button"
        className={shared.linkButton}
        aria-label={t('admin.courses.shelf.up', { title })}
        title={t('admin.courses.shelf.up', { title })}
        disabled={busy || !up}
        onClick={up ?? undefined}
      >
        ↑
      </button>
      <button
        type="button"
        className={shared.linkButton}
        aria-label={t('admin.courses.shelf.down', { title })}
        title={t('admin.courses.shelf.down', { title })}
        disabled={busy || !down}
        onClick={down ?? undefined}
      >
        ↓
      </button>
    </span>
  );
}

const price = (value: number) => `¥${value.toFixed(2)}`;

/** The console's course list: search and filters above, one row per course with its status and moves. */
export function CourseTable({
  rows,
  total,
  pageSize,
  filter,
  options,
  onFilterChange,
  editPath,
  onMove,
  busyId,
  onShelfSwap = null,
}: CourseTableProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (patch: Partial<CourseFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const grades = options.grades.filter((grade) => !filter.stage || grade.stage === filter.stage);
  const shelfSwap = filter.sort === 'shelf' ? onShelfSwap : null;
  const filtered =
    filter.q !== '' || filter.stage !== '' || filter.gradeId !== null || filter.categoryId !== null || filter.status !== '';

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('admin.courses.columns.course'),
          cell: ({ row: { original: row } }) => (
            <div className={styles.course}>
              {row.coverUrl ? (
                <img className={styles.cover} src={row.coverUrl} alt="" width={72} height={40} loading="lazy" />
              ) : (
                <span className={styles.cover} />
              )}
              <span className={styles.courseTitle}>
                <span>
                  {row.title}
                  <span className={styles.badges}>
                    {row.isHeadline ? (
                      <Tag size="sm" tone="accent">
                        {t('admin.courses.headline')}
                      </Tag>
                    ) : null}
                  </span>
                </span>
                <span className={styles.code}>{row.code}</span>
              </span>
            </div>
          ),
        }),
        column.display({
          id: 'subject',
          header: () => t('admin.courses.columns.subject'),
          cell: ({ row: { original: row } }) => (
            <>
              {row.categoryName} · {row.gradeName ?? t('admin.courses.anyGrade')}
            </>
          ),
        }),
        column.accessor('teacherName', { header: () => t('admin.courses.columns.teacher'), enableSorting: false }),
        column.accessor('price', {
          header: () => t('admin.courses.columns.price'),
          cell: ({ row: { original: row } }) => (
            <>
              {row.isFree ? t('admin.courses.free') : price(row.price)}
              {!row.isFree && row.originalPrice > row.price ? (
                <span className={styles.listPrice}>{price(row.originalPrice)}</span>
              ) : null}
            </>
          ),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('status', {
          header: () => t('admin.courses.columns.status'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={STATUS_TONE[getValue()]}>
              {t(`admin.courses.statuses.${getValue()}`)}
            </Tag>
          ),
          enableSorting: false,
        }),
        column.accessor('studentCount', {
          header: () => t('admin.courses.columns.students'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.courses.columns.updated'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.courses.columns.actions'),
          cell: ({ row: { original: row, index } }) => (
            <span className={styles.actions}>
              {shelfSwap ? (
                <ShelfArrows
                  title={row.title}
                  busy={busyId !== null}
                  up={index > 0 ? () => shelfSwap(row, rows[index - 1]!) : null}
                  down={index < rows.length - 1 ? () => shelfSwap(row, rows[index + 1]!) : null}
                />
              ) : null}
              <Link to={editPath(row.id)} className={shared.linkButton}>
                {onMove ? t('admin.courses.edit') : t('admin.courses.view')}
              </Link>
              {onMove
                ? COURSE_STATUS_MOVES[row.status]
                    .filter((status) => status !== 'draft')
                    .map((status) => (
                      <button
                        key={status}
                        type="button"
                        className={shared.linkButton}
                        disabled={busyId === row.id}
                        onClick={() => onMove(row, status)}
                      >
                        {t(`admin.courses.status.${MOVE_LABEL[status]}`)}
                      </button>
                    ))
                : null}
            </span>
          ),
        }),
      ]),
    [t, editPath, onMove, busyId, shelfSwap, rows],
  );
  const sorting = sortingBy(filter.sort);
  const table = useConsoleTable(columns, rows, {
    enableSorting: true,
    // The server orders the list (and pages it); the table only knows which column the order follows.
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => change({ sort: sortOf(typeof updater === 'function' ? updater(sorting) : updater) }),
  });

  function search(event: FormEvent) {
    event.preventDefault();
    change({ q: q.trim() });
  }

  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.filter}>
          {t('admin.courses.search')}
          <input
            className={styles.search}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={40}
          />
        </label>
        <label className={styles.filter}>
          {t('admin.courses.filters.stage')}
          <select
            className={shared.select}
            value={filter.stage}
            onChange={(event) => change({ stage: event.target.value as SchoolStage | '', gradeId: null })}
          >
            <option value="">{t('admin.courses.filters.any')}</option>
            {SCHOOL_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`admin.courses.stages.${stage}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('admin.courses.filters.grade')}
          <select
            className={shared.select}
            value={filter.gradeId ?? ''}
            onChange={(event) => change({ gradeId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('admin.courses.filters.any')}</option>
            {grades.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {grade.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('admin.courses.filters.subject')}
          <select
            className={shared.select}
            value={filter.categoryId ?? ''}
            onChange={(event) => change({ categoryId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('admin.courses.filters.any')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('admin.courses.filters.status')}
          <select
            className={shared.select}
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as CourseStatus | '' })}
          >
            <option value="">{t('admin.courses.filters.any')}</option>
            {COURSE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.courses.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('admin.courses.filters.sort')}
          <select
            className={shared.select}
            value={filter.sort}
            onChange={(event) => table.setSorting(sortingBy(event.target.value as CourseSort))}
          >
            {COURSE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.courses.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={shared.linkButton}>
          {t('admin.courses.searchButton')}
        </button>
        {filtered ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setQ('');
              onFilterChange({ q: '', stage: '', gradeId: null, categoryId: null, status: '', sort: filter.sort, page: 1 });
            }}
          >
            {t('admin.courses.clear')}
          </button>
        ) : null}
      </form>
      {rows.length === 0 ? (
        <p className={shared.centered}>{t('admin.courses.empty')}</p>
      ) : (
        <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `course-${row.id}` })} />
      )}
      <div className={styles.footer}>
        <span className={shared.muted}>{t('admin.courses.count', { count: total })}</span>
        <Pagination
          page={filter.page}
          pageSize={pageSize}
          total={total}
          onPageChange={(page) => onFilterChange({ ...filter, page })}
          hideOnSinglePage
        />
      </div>
    </div>
  );
}
