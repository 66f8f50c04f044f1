import type { ReactNode } from 'react';
import type { Permission } from '@contract/vocabulary/staff';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from './ConsoleOverview.css';

export interface ConsoleOverviewProps {
  staffName: string;
  roleName: string;
  permissions: readonly Permission[];
  /** The latest audit entries, for a role that may read the log; null for one that may not. */
  recent: ReactNode | null;
  auditPath: string;
}

/** The first page after sign-in: who you are here and what you may do, and what staff did lately. */
export function ConsoleOverview({ staffName, roleName, permissions, recent, auditPath }: ConsoleOverviewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      <section className={shared.panel}>
        <h1 className={styles.greeting}>{t('admin.overview.greeting', { name: staffName })}</h1>
        <p className={styles.role}>{t('admin.overview.role', { role: roleName })}</p>
        <ul className={styles.permissions}>
          {permissions.map((permission) => (
            <li key={permission} className={styles.permission}>
              {t(`admin.permissions.${permission}`)}
            </li>
          ))}
        </ul>
      </section>
      {recent === null ? null : (
        <section className={shared.panel} aria-labelledby="console-recent">
          <div className={styles.sectionHead}>
            <h2 id="console-recent" className={styles.sectionTitle}>
              {t('admin.overview.recent')}
            </h2>
            <Link to={auditPath} className={styles.link}>
              {t('admin.overview.allAudit')}
            </Link>
          </div>
          {recent}
        </section>
      )}
    </div>
  );
}
