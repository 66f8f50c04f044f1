import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { LoadError } from '@/components/LoadError';
import { consoleStyles, SiteContentTabs, TenderTable, type TenderTableFilter } from '@/features/console';
import { SITE_CONTENT_PATHS, TENDER_PAGE_SIZE, tenderEditPath, useStaffTenders, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const positive = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** /admin/pages/tenders: every tender announcement, published or not, with search and paging. */
export function TendersPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter: TenderTableFilter = { q: (search.get('q') ?? '').slice(0, 40), page: positive(search.get('page')) ?? 1 };
  const list = useStaffTenders(filter);
  const canWrite = staff.permissions.includes('content.write');
  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.site.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.site.tenders.intro')}</p>
        </div>
        {canWrite ? <Button onClick={() => void navigate(tenderEditPath('new'))}>{t('admin.site.tenders.add')}</Button> : null}
      </div>
      <SiteContentTabs current="tenders" paths={SITE_CONTENT_PATHS} />
      {list.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <TenderTable
          rows={list.data.list}
          total={list.data.total}
          pageSize={TENDER_PAGE_SIZE}
          filter={filter}
          onFilterChange={(next) =>
            setSearch(
              Object.fromEntries(
                [
                  ['q', next.q],
                  ['page', next.page > 1 ? String(next.page) : ''],
                ].filter(([, value]) => value !== ''),
              ),
            )
          }
          editPath={tenderEditPath}
        />
      )}
    </section>
  );
}
