import { useSearchParams } from 'react-router';
import type { InboxFilter } from '@contract/api/schemas/admin/inbox';
import { INBOX_KINDS, INBOX_STATES } from '@contract/vocabulary/serviceInbox';
import { consoleStyles, InboxTable, type InboxTableList } from '@/features/console';
import { INBOX_PAGE_SIZE, inboxItemPath, listSearch, oneOfParam, positiveParam, useInbox, useInboxStaff } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** 'mine', 'none' or a staff id from the address; '' for anything else. */
const assigneeParam = (value: string | null) => (value && /^(mine|none|[1-9]\d{0,8})$/.test(value) ? value : '');

/** The list's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): InboxFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    kind: oneOfParam(INBOX_KINDS, search.get('kind')),
    state: oneOfParam(INBOX_STATES, search.get('state')),
    assignee: assigneeParam(search.get('assignee')),
    page: positiveParam(search.get('page')) ?? 1,
  };
}

const searchOf = (filter: InboxFilter) =>
  listSearch([
    ['q', filter.q],
    ['kind', filter.kind],
    ['state', filter.state],
    ['assignee', filter.assignee],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/** /admin/inbox: complaints, teacher applications and messages with their states, filters and paging (service.read). */
export function InboxPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const inbox = useInbox(filter);
  const staff = useInboxStaff();

  const list: InboxTableList = inbox.isPending
    ? { state: 'loading' }
    : inbox.isError
      ? {
          state: 'error',
          message: inbox.error.message,
          onRetry: () => void inbox.refetch(),
          retrying: inbox.isFetching,
        }
      : { state: 'ready', rows: inbox.data.list, total: inbox.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.inbox.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.inbox.intro')}</p>
        </div>
      </div>
      <InboxTable
        list={list}
        counts={inbox.data?.counts ?? null}
        pageSize={INBOX_PAGE_SIZE}
        filter={filter}
        onFilterChange={(next) => setSearch(searchOf(next))}
        staff={staff.data?.list ?? []}
        detailPath={inboxItemPath}
      />
    </section>
  );
}
