import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TutorFilter } from '@contract/api/schemas/admin/tutors';
import { TUTOR_VISIBILITIES, type TutorGender, type TutorVisibility } from '@contract/vocabulary/tutorVisibility';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import {
  ConsoleTable,
  FilterSelect,
  PagedList,
  useConsoleTable,
  type ConsoleTableFeatures,
  type PagedListState,
} from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import * as own from './TutorTable.css';

export interface TutorTableRow {
  id: number;
  code: string;
  name: string;
  gender: TutorGender | null;
  photoUrl: string;
  school: string;
  major: string;
  gradeName: string;
  categoryName: string | null;
  visibility: TutorVisibility;
  sort: number;
  version: number;
  updatedAt: string;
}

export type TutorTableFilter = TutorFilter;

/** What the list shows under its filters: the first load, a failed load, or the rows of the page asked for. */
export type TutorTableList = PagedListState<TutorTableRow>;

export interface TutorTableProps {
  list: TutorTableList;
  pageSize: number;
  filter: TutorTableFilter;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string }[];
  };
  onFilterChange: (filter: TutorTableFilter) => void;
  editPath: (tutorId: number) => string;
  /** Shows or hides a tutor from its row; absent for a role that may only read. */
  onVisibility?: ((row: TutorTableRow, visibility: TutorVisibility) => void) | undefined;
  /** The row whose show/hide is on its way. */
  busyId?: number | null;
}

export const TUTOR_VISIBILITY_TONE = { visible: 'success', hidden: 'neutral' } as const;

/** A tutor's profile on the family site. */
export const tutorSitePath = (tutorId: number) => `/smarter/detail?id=${tutorId}`;

const NO_FILTER: TutorTableFilter = { q: '', categoryId: null, gradeId: null, visibility: '', page: 1 };

const column = createColumnHelper<ConsoleTableFeatures, TutorTableRow>();

/** The console's tutor list: search and filters above, one row per tutor with its visibility and actions. */
export function TutorTable({
  list,
  pageSize,
  filter,
  options,
  onFilterChange,
  editPath,
  onVisibility,
  busyId = null,
}: TutorTableProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (patch: Partial<TutorTableFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const filtered = filter.q !== '' || filter.categoryId !== null || filter.gradeId !== null || filter.visibility !== '';
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('admin.tutors.columns.tutor'),
          cell: ({ row: { original: row } }) => (
            <div className={styles.course}>
              {row.photoUrl ? (
                <img className={own.photo} src={row.photoUrl} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className={own.photo} />
              )}
              <span className={styles.courseTitle}>
                <span>
                  <Link to={editPath(row.id)}>{row.name}</Link>
                  {row.gender ? <span className={own.gender}>{t(`admin.tutors.genders.${row.gender}`)}</span> : null}
                </span>
                <span className={styles.code}>{row.code}</span>
              </span>
            </div>
          ),
        }),
        column.display({
          id: 'school',
          header: () => t('admin.tutors.columns.school'),
          cell: ({ row: { original: row } }) => [row.school, row.major].filter(Boolean).join(' · '),
        }),
        column.display({
          id: 'coaches',
          header: () => t('admin.tutors.columns.coaches'),
          cell: ({ row: { original: row } }) => [row.gradeName, row.categoryName].filter(Boolean).join(' · ') || '—',
          meta: { cellClassName: own.nowrap },
        }),
        column.accessor('visibility', {
          header: () => t('admin.tutors.columns.visibility'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={TUTOR_VISIBILITY_TONE[getValue()]}>
              {t(`admin.tutors.visibilities.${getValue()}`)}
            </Tag>
          ),
          meta: { cellClassName: own.nowrap },
        }),
        column.accessor('sort', { header: () => t('admin.tutors.columns.sort'), meta: { cellClassName: shared.numeric } }),
        column.accessor('updatedAt', {
          header: () => t('admin.tutors.columns.updated'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.tutors.columns.actions'),
          cell: ({ row: { original: row } }) => {
            const to: TutorVisibility = row.visibility === 'visible' ? 'hidden' : 'visible';
            return (
              <span className={styles.actions}>
                <Link to={editPath(row.id)} className={shared.linkButton}>
                  {onVisibility ? t('admin.tutors.edit') : t('admin.courses.view')}
                </Link>
                {onVisibility ? (
                  <button
                    type="button"
                    className={shared.linkButton}
                    disabled={busyId === row.id}
                    aria-label={`${t(`admin.tutors.visibility.${to}`)} ${row.name}`}
                    onClick={() => onVisibility(row, to)}
                  >
                    {t(`admin.tutors.visibility.${to}`)}
                  </button>
                ) : null}
                {row.visibility === 'visible' ? (
                  <a className={shared.linkButton} href={tutorSitePath(row.id)} target="_blank" rel="noreferrer">
                    {t('admin.tutors.view')}
                  </a>
                ) : null}
              </span>
            );
          },
        }),
      ]),
    [t, editPath, onVisibility, busyId],
  );
  const table = useConsoleTable(columns, list.state === 'ready' ? list.rows : []);

  function search(event: FormEvent) {
    event.preventDefault();
    change({ q: q.trim() });
  }

  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.filter}>
          {t('admin.tutors.search')}
          <input
            className={styles.search}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={40}
          />
        </label>
        <FilterSelect
          label={t('admin.tutors.filters.subject')}
          value={filter.categoryId}
          any={t('admin.tutors.anySubject')}
          choices={options.categories.map((category) => ({ value: category.id, label: category.name }))}
          onPick={(value) => change({ categoryId: value ? Number(value) : null })}
        />
        <FilterSelect
          label={t('admin.tutors.filters.grade')}
          value={filter.gradeId}
          any={t('admin.tutors.anyGrade')}
          choices={options.grades.map((grade) => ({ value: grade.id, label: grade.name }))}
          onPick={(value) => change({ gradeId: value ? Number(value) : null })}
        />
        <FilterSelect
          label={t('admin.tutors.filters.visibility')}
          value={filter.visibility}
          any={t('admin.tutors.anyVisibility')}
          choices={TUTOR_VISIBILITIES.map((visibility) => ({
            value: visibility,
            label: t(`admin.tutors.visibilities.${visibility}`),
          }))}
          onPick={(value) => change({ visibility: value as TutorVisibility | '' })}
        />
        <button type="submit" className={shared.linkButton}>
          {t('admin.tutors.searchButton')}
        </button>
        {filtered ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setQ('');
              onFilterChange(NO_FILTER);
            }}
          >
            {t('admin.tutors.clear')}
          </button>
        ) : null}
      </form>
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.tutors.loadFailed')}
        empty={filtered ? t('admin.tutors.empty') : t('admin.tutors.emptyAll')}
        count={(count) => t('admin.tutors.count', { count })}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `tutor-${row.id}` })} />}
      </PagedList>
    </div>
  );
}
