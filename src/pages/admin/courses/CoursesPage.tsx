import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COURSE_SORTS, type CourseFilter } from '@contract/api/schemas/admin/courses';
import { COURSE_STATUSES, type CourseStatus } from '@contract/vocabulary/courseStatus';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { consoleStyles } from '@/features/console';
import { CourseTable, MOVE_LABEL, type CourseTableRow } from '@/features/console/CourseTable';
import {
  COURSE_PAGE_SIZE,
  courseEditPath,
  useCourseOptions,
  useSetCourseStatus,
  useShelfSwap,
  useStaffCourses,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const oneOf = <Value extends string>(values: readonly Value[], value: string | null, fallback: Value | ''): Value | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as Value) : fallback;
const positive = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The list's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): CourseFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    stage: oneOf<SchoolStage>(SCHOOL_STAGES, search.get('stage'), ''),
    gradeId: positive(search.get('grade')),
    categoryId: positive(search.get('subject')),
    status: oneOf<CourseStatus>(COURSE_STATUSES, search.get('status'), ''),
    sort: oneOf(COURSE_SORTS, search.get('sort'), 'updated') || 'updated',
    page: positive(search.get('page')) ?? 1,
  };
}

function searchOf(filter: CourseFilter): Record<string, string> {
  const entries: [string, string | number | null][] = [
    ['q', filter.q],
    ['stage', filter.stage],
    ['grade', filter.gradeId],
    ['subject', filter.categoryId],
    ['status', filter.status],
    ['sort', filter.sort === 'updated' ? '' : filter.sort],
    ['page', filter.page > 1 ? filter.page : null],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null && value !== '').map(([key, value]) => [key, String(value)]),
  );
}

/** /admin/courses: every course with search, filters, sorting and paging; publish and withdraw (courses.write). */
export function CoursesPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useStaffCourses(filter);
  const options = useCourseOptions();
  const move = useSetCourseStatus();
  const shelf = useShelfSwap();
  const canWrite = staff.permissions.includes('courses.write');
  const [moving, setMoving] = useState<{ row: CourseTableRow; status: CourseStatus } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const action = (to: CourseStatus) => t(`admin.courses.status.${MOVE_LABEL[to]}`);

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.courses.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.courses.intro')}</p>
        </div>
        {canWrite ? <Button onClick={() => void navigate(courseEditPath('new'))}>{t('admin.courses.add')}</Button> : null}
      </div>
      <p role="status" className={status?.tone === 'error' ? consoleStyles.errorText : consoleStyles.statusText}>
        {status?.text ?? ''}
      </p>
      {canWrite && filter.sort === 'shelf' ? <p className={consoleStyles.pageIntro}>{t('admin.courses.shelf.hint')}</p> : null}
      {list.isPending || options.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : list.isError || options.isError ? (
        <LoadError
          message={(list.error ?? options.error)?.message}
          onRetry={() => void Promise.all([list.refetch(), options.refetch()])}
          retrying={list.isFetching || options.isFetching}
        />
      ) : (
        <CourseTable
          rows={list.data.list}
          total={list.data.total}
          pageSize={COURSE_PAGE_SIZE}
          filter={filter}
          options={options.data}
          onFilterChange={(next) => setSearch(searchOf(next))}
          editPath={courseEditPath}
          busyId={
            move.isPending ? (move.variables?.courseId ?? null) : shelf.isPending ? (shelf.variables?.courseId ?? null) : null
          }
          onShelfSwap={
            canWrite
              ? (row, neighbour) =>
                  shelf.mutate(
                    { courseId: row.id, otherId: neighbour.id },
                    {
                      onSuccess: () => setStatus({ tone: 'ok', text: t('admin.courses.shelf.done') }),
                      onError: (error) => setStatus({ tone: 'error', text: error.message }),
                    },
                  )
              : null
          }
          onMove={
            canWrite
              ? (row, to) => {
                  setMoving({ row, status: to });
                  setConfirmOpen(true);
                }
              : null
          }
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={moving ? t('admin.courses.status.confirmTitle', { action: action(moving.status), title: moving.row.title }) : ''}
        message={moving ? t(`admin.courses.status.confirm.${moving.status}`) : ''}
        showCancel
        confirmLabel={moving ? action(moving.status) : ''}
        cancelLabel={t('admin.courses.status.cancel')}
        confirming={move.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!moving) return;
          move.mutate(
            { courseId: moving.row.id, status: moving.status, version: moving.row.version },
            {
              onSuccess: () => setStatus({ tone: 'ok', text: t('admin.courses.status.done', { action: action(moving.status) }) }),
              onError: (error) => setStatus({ tone: 'error', text: error.message }),
              onSettled: () => setConfirmOpen(false),
            },
          );
        }}
      />
    </section>
  );
}
