import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Logo } from '@/components/Logo';
import { AnchorLink, Container, isActivePath, type LinkComponent } from '@/components/PageShell';
import { AccountMenu, type HeaderUser } from './AccountMenu';
import { headerNavItems } from './navItems';
import * as styles from './SiteHeader.css';

export const siteHeaderStates = ['static', 'sticky'] as const;
export type SiteHeaderState = (typeof siteHeaderStates)[number];

export interface SiteHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The location's pathname; the navigation item it falls under is marked current. */
  currentPath?: string;
  /** Null or absent: anonymous, a login button is shown. */
  user?: HeaderUser | null;
  /** Unread messages, shown on the avatar and beside 'message center'. */
  notificationCount?: number;
  /** Fixed to the top with a shadow; the app decides with `useStickyHeader`. */
  sticky?: boolean;
  /** A search box between the navigation and the account area. */
  search?: ReactNode;
  onLoginClick?: () => void;
  onAdviserClick?: () => void;
  onLogout?: () => void;
  /** Controls the avatar menu; uncontrolled when omitted. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  LinkComponent?: LinkComponent;
  homePath?: string;
}

export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    currentPath,
    user,
    notificationCount = 0,
    sticky = false,
    search,
    onLoginClick,
    onAdviserClick,
    onLogout,
    menuOpen,
    onMenuOpenChange,
    LinkComponent = AnchorLink,
    homePath = '/home',
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const state: SiteHeaderState = sticky ? 'sticky' : 'static';
  return (
    <header ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-state={state} {...rest}>
      <div className={styles.bar} data-state={state}>
        <Container className={styles.inner}>
          <LinkComponent to={homePath} className={styles.brand}>
            <Logo size="md" aria-label={t('chrome.brand.home')} />
          </LinkComponent>
          <nav className={styles.nav} aria-label={t('chrome.header.nav')}>
            <ul className={styles.navList}>
              {headerNavItems.map((item) => {
                const active = isActivePath(currentPath, item.path);
                return (
                  <li key={item.key} className={styles.navItem}>
                    <LinkComponent
                      to={item.path}
                      className={styles.navLink}
                      aria-current={active ? 'page' : undefined}
                      data-active={active || undefined}
                    >
                      {t(`chrome.header.${item.key}`)}
                    </LinkComponent>
                  </li>
                );
              })}
            </ul>
          </nav>
          {search && <div className={styles.search}>{search}</div>}
          <div className={styles.account}>
            {user ? (
              <AccountMenu
                user={user}
                notificationCount={notificationCount}
                LinkComponent={LinkComponent}
                onAdviserClick={onAdviserClick}
                onLogout={onLogout}
                open={menuOpen}
                onOpenChange={onMenuOpenChange}
              />
            ) : (
              <Button size="sm" onClick={onLoginClick}>
                {t('chrome.header.login')}
              </Button>
            )}
          </div>
        </Container>
      </div>
    </header>
  );
});
