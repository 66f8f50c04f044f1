import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/react';
import * as styles from './ConsoleFrame.css';

export interface ConsoleMenuEntry {
  id: string;
  label: string;
  to: string;
}

export interface ConsoleFrameProps {
  /** The entries this staff member's role may open; no others are drawn. */
  menu: readonly ConsoleMenuEntry[];
  activeId: string | null;
  staffName: string;
  roleName: string;
  onSignOut: () => void;
  onSwitchLanguage: () => void;
  children: ReactNode;
}

/** The console around every page after sign-in: the menu on the left, who is signed in at the top. */
export function ConsoleFrame({ menu, activeId, staffName, roleName, onSignOut, onSwitchLanguage, children }: ConsoleFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>
          {t('admin.brand')}
          <span className={styles.brandArea}>{t('admin.brandArea')}</span>
        </p>
        <nav className={styles.nav} aria-label={t('admin.frame.menuLabel')}>
          <ul className={styles.menu}>
            {menu.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.to} className={styles.menuLink} aria-current={entry.id === activeId ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <span data-testid="console-staff">{t('admin.frame.signedInAs', { name: staffName, role: roleName })}</span>
          <button type="button" className={styles.barButton} onClick={onSwitchLanguage}>
            {t('admin.language')}
          </button>
          <button type="button" className={styles.barButton} onClick={onSignOut}>
            {t('admin.frame.signOut')}
          </button>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
