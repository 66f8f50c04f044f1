import { forwardRef, lazy, Suspense, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Logo } from '@/components/Logo';
import { AnchorLink, Container, isActivePath, type LinkComponent } from '@/components/PageShell';
import { AccountTriggerStandIn, type HeaderUser } from './AccountTrigger';
import { headerNavItems } from './navItems';
import * as styles from './SiteHeader.css';

const loadAccountMenu = () => import('./AccountMenu');
/** The avatar menu (Radix, with its positioning library) loads only for signed-in visitors. */
const AccountMenu = lazy(loadAccountMenu);

/** Loads the avatar menu's code ahead of need (stories that open it at once). */
export function preloadAccountMenu(): Promise<unknown> {
  return loadAccountMenu();
}

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
  /** A pointer over, or focus on, the login button: the app may start loading the login dialog. */
  onLoginIntent?: () => void;
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
    onLoginIntent,
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
  // A click on the menu's stand-in before its code arrived opens the menu once it has.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void loadAccountMenu().catch(() => undefined);
  }, [signedIn]);
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
              <Suspense
                fallback={
                  <button
                    type="button"
                    className={styles.accountTrigger}
                    aria-haspopup="menu"
                    aria-expanded={false}
                    data-state="closed"
                    // Marks a stand-in shown while a lazy part loads (the visual tests wait for it to go).
                    data-suspense-fallback=""
                    onClick={() => {
                      // The menu opens itself on arrival (defaultOpen), which Radix does not report: say it here.
                      setOpenOnArrival(true);
                      onMenuOpenChange?.(true);
                    }}
                  >
                    <AccountTriggerStandIn user={user} notificationCount={notificationCount} />
                  </button>
                }
              >
                <AccountMenu
                  user={user}
                  notificationCount={notificationCount}
                  LinkComponent={LinkComponent}
                  onAdviserClick={onAdviserClick}
                  onLogout={onLogout}
                  open={menuOpen}
                  defaultOpen={openOnArrival}
                  onOpenChange={onMenuOpenChange}
                />
              </Suspense>
            ) : (
              <Button size="sm" onClick={onLoginClick} onPointerEnter={onLoginIntent} onFocus={onLoginIntent}>
                {t('chrome.header.login')}
              </Button>
            )}
          </div>
        </Container>
      </div>
    </header>
  );
});
