import { useState, type FormEvent } from 'react';
import { COURSE_STATUS_MOVES, COURSE_STATUSES, type CourseStatus } from '@contract/vocabulary/courseStatus';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { Link } from '@/components/Link';
import { Pagination } from '@/components/Pagination';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import * as styles from './CourseTable.css';

export const courseSorts = ['updated', 'title', 'price', 'students', 'shelf'] as const;
export type CourseTableSort = (typeof courseSorts)[number];

export interface CourseTableFilter {
  q: string;
  stage: SchoolStage | '';
  gradeId: number | null;
  categoryId: number | null;
  status: CourseStatus | '';
  sort: CourseTableSort;
  page: number;
}

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
  filter: CourseTableFilter;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string; stage: SchoolStage }[];
  };
  onFilterChange: (filter: CourseTableFilter) => void;
  /** The editor's address of a course. */
  editPath: (courseId: number) => string;
  /** Null for a role that may only read: no status buttons. */
  onMove: ((row: CourseTableRow, status: CourseStatus) => void) | null;
  /** A course whose move is being saved. */
  busyId: number | null;
}

export const STATUS_TONE: Record<CourseStatus, TagTone> = { draft: 'neutral', published: 'success', withdrawn: 'warning' };
/** The word for each move the list offers, by the status it moves to. */
export const MOVE_LABEL = { published: 'publish', withdrawn: 'withdraw', draft: 'toDraft' } as const;

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
}: CourseTableProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (patch: Partial<CourseTableFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const grades = options.grades.filter((grade) => !filter.stage || grade.stage === filter.stage);
  const filtered =
    filter.q !== '' || filter.stage !== '' || filter.gradeId !== null || filter.categoryId !== null || filter.status !== '';

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
            onChange={(event) => change({ sort: event.target.value as CourseTableSort })}
          >
            {courseSorts.map((sort) => (
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
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.courses.columns.course')}</th>
              <th scope="col">{t('admin.courses.columns.subject')}</th>
              <th scope="col">{t('admin.courses.columns.teacher')}</th>
              <th scope="col">{t('admin.courses.columns.price')}</th>
              <th scope="col">{t('admin.courses.columns.status')}</th>
              <th scope="col">{t('admin.courses.columns.students')}</th>
              <th scope="col">{t('admin.courses.columns.updated')}</th>
              <th scope="col">{t('admin.courses.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`course-${row.id}`}>
                <td>
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
                </td>
                <td>
                  {row.categoryName} · {row.gradeName ?? t('admin.courses.anyGrade')}
                </td>
                <td>{row.teacherName}</td>
                <td className={shared.numeric}>
                  {row.isFree ? t('admin.courses.free') : price(row.price)}
                  {!row.isFree && row.originalPrice > row.price ? (
                    <span className={styles.listPrice}>{price(row.originalPrice)}</span>
                  ) : null}
                </td>
                <td>
                  <Tag size="sm" tone={STATUS_TONE[row.status]}>
                    {t(`admin.courses.statuses.${row.status}`)}
                  </Tag>
                </td>
                <td className={shared.numeric}>{row.studentCount}</td>
                <td className={shared.numeric}>{formatDateTime(row.updatedAt)}</td>
                <td>
                  <span className={styles.actions}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
