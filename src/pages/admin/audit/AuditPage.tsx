import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { consoleStyles } from '@/features/console';
import { AuditTable, type AuditEntityFilter } from '@/features/console/AuditTable';
import { useAuditLog } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** /admin/audit: every staff write, newest first, narrowed to one kind of record if asked (audit.read). */
export function AuditPage() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<AuditEntityFilter>('');
  const log = useAuditLog(entity);
  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.audit.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.audit.intro')}</p>
        </div>
      </div>
      {log.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : log.isError ? (
        <LoadError message={log.error.message} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : (
        <AuditTable
          entries={log.data}
          entity={entity}
          onEntityChange={setEntity}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onMore={() => void log.fetchNextPage()}
        />
      )}
    </section>
  );
}
