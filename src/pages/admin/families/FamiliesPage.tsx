import { useSearchParams } from 'react-router';
import type { FamilyFilter } from '@contract/api/schemas/admin/families';
import { consoleStyles, FamilyTable, type FamilyTableList, StudyReportsRun } from '@/features/console';
import {
  FAMILY_PAGE_SIZE,
  familyPath,
  listSearch,
  positiveParam,
  type StaffProfile,
  useRunStudyReports,
  useStaffFamilies,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The list's search from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): FamilyFilter {
  return { q: (search.get('q') ?? '').slice(0, 40), page: positiveParam(search.get('page')) ?? 1 };
}

const searchOf = (filter: FamilyFilter) =>
  listSearch([
    ['q', filter.q],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/**
 * /admin/families: every family account with search and paging (service.read), and the weekly study reports,
 * which service (service.write) can build now.
 */
export function FamiliesPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const families = useStaffFamilies(filter);
  const reports = useRunStudyReports();

  const list: FamilyTableList = families.isPending
    ? { state: 'loading' }
    : families.isError
      ? {
          state: 'error',
          message: families.error.message,
          onRetry: () => void families.refetch(),
          retrying: families.isFetching,
        }
      : { state: 'ready', rows: families.data.list, total: families.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.families.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.families.intro')}</p>
        </div>
      </div>
      <StudyReportsRun
        canRun={staff.permissions.includes('service.write')}
        running={reports.isPending ? reports.variables : null}
        result={reports.data ?? null}
        error={reports.error?.message ?? null}
        onRun={(week) => reports.mutate(week)}
      />
      <FamilyTable
        list={list}
        pageSize={FAMILY_PAGE_SIZE}
        filter={filter}
        onFilterChange={(next) => setSearch(searchOf(next))}
        detailPath={familyPath}
      />
    </section>
  );
}
