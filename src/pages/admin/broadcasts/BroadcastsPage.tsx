import { useNavigate, useSearchParams } from 'react-router';
import { BROADCAST_PAGE_SIZE } from '@contract/vocabulary/broadcasts';
import { Button } from '@/components/Button';
import { BroadcastTable, type BroadcastTableList, consoleStyles } from '@/features/console';
import { broadcastEditPath, listSearch, positiveParam, useStaffBroadcasts, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** /admin/broadcasts: every broadcast, newest first, with how many families got and read it (content.read). */
export function BroadcastsPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = positiveParam(search.get('page')) ?? 1;
  const broadcasts = useStaffBroadcasts(page);
  const canWrite = staff.permissions.includes('content.write');

  const list: BroadcastTableList = broadcasts.isPending
    ? { state: 'loading' }
    : broadcasts.isError
      ? {
          state: 'error',
          message: broadcasts.error.message,
          onRetry: () => void broadcasts.refetch(),
          retrying: broadcasts.isFetching,
        }
      : { state: 'ready', rows: broadcasts.data.list, total: broadcasts.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.broadcasts.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.broadcasts.intro')}</p>
        </div>
        {canWrite ? (
          <Button onClick={() => void navigate(broadcastEditPath('new'))}>{t('admin.broadcasts.compose')}</Button>
        ) : null}
      </div>
      <BroadcastTable
        list={list}
        page={page}
        pageSize={BROADCAST_PAGE_SIZE}
        onPageChange={(next) => setSearch(listSearch([['page', next > 1 ? next : null]]))}
        editPath={broadcastEditPath}
      />
    </section>
  );
}
