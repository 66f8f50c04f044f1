import { useNavigate, useSearchParams } from 'react-router';
import type { PaperFilter } from '@contract/api/schemas/admin/papers';
import { PAPER_STATES } from '@contract/vocabulary/testPapers';
import { Button } from '@/components/Button';
import { consoleStyles, PaperTable, type PaperTableList } from '@/features/console';
import {
  listSearch,
  oneOfParam,
  PAPER_PAGE_SIZE,
  paperEditPath,
  positiveParam,
  useCourseOptions,
  useStaffPapers,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The papers' filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): PaperFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    categoryId: positiveParam(search.get('subject')),
    gradeId: null,
    state: oneOfParam(PAPER_STATES, search.get('state')),
    page: positiveParam(search.get('page')) ?? 1,
  };
}

const searchOf = (filter: PaperFilter) =>
  listSearch([
    ['q', filter.q],
    ['subject', filter.categoryId],
    ['state', filter.state],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/** /admin/papers: the evaluation's test papers with search, filters and paging; new papers with courses.write. */
export function PapersPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const papers = useStaffPapers(filter);
  const options = useCourseOptions();
  const canWrite = staff.permissions.includes('courses.write');

  const list: PaperTableList =
    papers.isPending || options.isPending
      ? { state: 'loading' }
      : papers.isError || options.isError
        ? {
            state: 'error',
            message: (papers.error ?? options.error)?.message,
            onRetry: () => void Promise.all([papers.refetch(), options.refetch()]),
            retrying: papers.isFetching || options.isFetching,
          }
        : { state: 'ready', rows: papers.data.list, total: papers.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.papers.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.papers.intro')}</p>
        </div>
        {canWrite ? <Button onClick={() => void navigate(paperEditPath('new'))}>{t('admin.papers.add')}</Button> : null}
      </div>
      <PaperTable
        list={list}
        pageSize={PAPER_PAGE_SIZE}
        filter={filter}
        options={options.data ?? { categories: [] }}
        onFilterChange={(next) => setSearch(searchOf(next))}
        editPath={paperEditPath}
      />
    </section>
  );
}
