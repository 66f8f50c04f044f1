import { AuditTable } from '@/features/console/AuditTable';
import { ConsoleOverview } from '@/features/console/ConsoleOverview';
import { InspectorLink } from '@/features/console/InspectorLink';
import { CONSOLE_PAGES, useAuditLog, useInspectorLink, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const RECENT_ENTRIES = 5;
const auditPath = CONSOLE_PAGES.find((page) => page.id === 'audit')!.path;

function RecentActivity() {
  const { t } = useTranslation();
  const log = useAuditLog('');
  if (log.isPending) return <p>{t('admin.loading')}</p>;
  if (log.isError) return <p role="alert">{t('admin.loadFailed', { message: log.error.message })}</p>;
  return (
    <AuditTable
      compact
      entries={log.data.slice(0, RECENT_ENTRIES)}
      entity=""
      onEntityChange={() => {}}
      hasMore={false}
      loadingMore={false}
      onMore={() => {}}
    />
  );
}

/** The tool every staff member has: a short-lived link that opens the state inspector on a page of the site. */
function InspectorTool() {
  const link = useInspectorLink();
  return (
    <InspectorLink
      made={link.data ?? null}
      making={link.isPending}
      error={link.isError ? link.error.message : null}
      onMake={(path) => link.mutate(path)}
    />
  );
}

/**
 * /admin: who is signed in, what their role allows, the latest audit entries where they may read them, and the
 * inspector link for reproducing a family's problem on the production site.
 */
export function OverviewPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleOverview
        staffName={staff.name}
        roleName={t(`admin.roles.${staff.role}`)}
        permissions={staff.permissions}
        recent={staff.permissions.includes('audit.read') ? <RecentActivity /> : null}
        auditPath={auditPath}
      />
      <InspectorTool />
    </>
  );
}
