import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { ConsoleFrame } from '@/features/console/ConsoleFrame';
import {
  CONSOLE_BASE,
  CONSOLE_SIGN_IN,
  pageAt,
  lastSessionEnd,
  pagesFor,
  readStaffSession,
  signOutStaff,
  subscribeStaffSession,
  useStaffMe,
} from '@/flows/console';
import { setLocale } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { ConsoleNotFound } from './ConsoleNotFound';
import * as styles from './ConsoleLayout.css';

/**
 * Every console page after sign-in: without a session it sends the staff member to the sign-in (saying so
 * when the server ended the session), otherwise it loads who they are, draws the menu their role allows, and shows
 * the page only if the role may open it. Pages read the staff member with useOutletContext.
 */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const session = useSyncExternalStore(subscribeStaffSession, readStaffSession, () => null);
  const me = useStaffMe(session !== null);

  if (session === null) {
    const next = encodeURIComponent(location.pathname + location.search);
    const expired = lastSessionEnd() === 'expired' ? '&expired=1' : '';
    return <Navigate to={`${CONSOLE_SIGN_IN}?next=${next}${expired}`} replace />;
  }
  if (me.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label={t('admin.loading')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.centered}>
        <LoadError
          message={t('admin.loadFailed', { message: me.error.message })}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      </div>
    );
  }

  const staff = me.data;
  const allowed = pagesFor(staff.permissions);
  const page = pageAt(location.pathname);
  const open = page !== null && allowed.includes(page);
  return (
    <ConsoleFrame
      menu={allowed.map((entry) => ({ id: entry.id, label: t(entry.label), to: entry.path }))}
      activeId={open ? page.id : null}
      staffName={staff.name}
      roleName={t(`admin.roles.${staff.role}`)}
      onSwitchLanguage={() => void setLocale(i18n.language === 'en' ? 'zh-CN' : 'en', i18n)}
      onSignOut={() => {
        void signOutStaff().then(() => {
          queries.clear();
          void navigate(CONSOLE_SIGN_IN, { replace: true });
        });
      }}
    >
      {open ? <Outlet context={staff} /> : <ConsoleNotFound backTo={CONSOLE_BASE} />}
    </ConsoleFrame>
  );
}
