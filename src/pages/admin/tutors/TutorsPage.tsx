import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TutorFilter } from '@contract/api/schemas/admin/tutors';
import { TUTOR_VISIBILITIES, type TutorVisibility } from '@contract/vocabulary/tutorVisibility';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { consoleStyles, TutorTable, type TutorTableList, type TutorTableRow } from '@/features/console';
import {
  listSearch,
  oneOfParam,
  positiveParam,
  TUTOR_PAGE_SIZE,
  tutorEditPath,
  useCourseOptions,
  useSetTutorVisibility,
  useStaffTutors,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The list's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): TutorFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    categoryId: positiveParam(search.get('subject')),
    gradeId: positiveParam(search.get('grade')),
    visibility: oneOfParam(TUTOR_VISIBILITIES, search.get('visibility')),
    page: positiveParam(search.get('page')) ?? 1,
  };
}

const searchOf = (filter: TutorFilter) =>
  listSearch([
    ['q', filter.q],
    ['subject', filter.categoryId],
    ['grade', filter.gradeId],
    ['visibility', filter.visibility],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/** /admin/tutors: every tutor with search, filters and paging; show and hide from the row (courses.write). */
export function TutorsPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const tutors = useStaffTutors(filter);
  const options = useCourseOptions();
  const change = useSetTutorVisibility();
  const canWrite = staff.permissions.includes('courses.write');
  const [changing, setChanging] = useState<{ row: TutorTableRow; visibility: TutorVisibility } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const action = (to: TutorVisibility) => t(`admin.tutors.visibility.${to}`);

  const list: TutorTableList =
    tutors.isPending || options.isPending
      ? { state: 'loading' }
      : tutors.isError || options.isError
        ? {
            state: 'error',
            message: (tutors.error ?? options.error)?.message,
            onRetry: () => void Promise.all([tutors.refetch(), options.refetch()]),
            retrying: tutors.isFetching || options.isFetching,
          }
        : { state: 'ready', rows: tutors.data.list, total: tutors.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.tutors.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.tutors.intro')}</p>
        </div>
        {canWrite ? <Button onClick={() => void navigate(tutorEditPath('new'))}>{t('admin.tutors.add')}</Button> : null}
      </div>
      <p role="status" className={status?.tone === 'error' ? consoleStyles.errorText : consoleStyles.statusText}>
        {status?.text ?? ''}
      </p>
      <TutorTable
        list={list}
        pageSize={TUTOR_PAGE_SIZE}
        filter={filter}
        options={options.data ?? { categories: [], grades: [] }}
        onFilterChange={(next) => setSearch(searchOf(next))}
        editPath={tutorEditPath}
        busyId={change.isPending ? (change.variables?.tutorId ?? null) : null}
        onVisibility={
          canWrite
            ? (row, visibility) => {
                setChanging({ row, visibility });
                setConfirmOpen(true);
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={confirmOpen}
        title={
          changing
            ? t('admin.tutors.visibility.confirmTitle', { action: action(changing.visibility), name: changing.row.name })
            : ''
        }
        message={changing ? t(`admin.tutors.visibility.confirm.${changing.visibility}`) : ''}
        showCancel
        confirmLabel={changing ? action(changing.visibility) : ''}
        cancelLabel={t('admin.tutors.visibility.cancel')}
        confirming={change.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!changing) return;
          const { row, visibility } = changing;
          change.mutate(
            { tutorId: row.id, visibility, version: row.version },
            {
              onSuccess: () =>
                setStatus({
                  tone: 'ok',
                  text: t('admin.tutors.visibility.done', { action: action(visibility), name: row.name }),
                }),
              onError: (error) => setStatus({ tone: 'error', text: error.message }),
              onSettled: () => setConfirmOpen(false),
            },
          );
        }}
      />
    </section>
  );
}
