import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, lazy, Suspense, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Badge, badgeText } from '@/components/Badge';
import { IconButton } from '@/components/IconButton';
import { Logo } from '@/components/Logo';
import { AnchorLink, type LinkComponent } from '@/components/PageShell';
import { NavGlyph } from './NavGlyph';
import * as styles from './MobileNavbar.css';

const loadMenu = () => import('./MobileNavMenu');
const MobileNavMenu = lazy(loadMenu);

/** Above this the badge reads '99+', on screen and when spoken. */
const UNREAD_MAX = 99;

export const mobileNavbarStates = ['closed', 'open'] as const;
export type MobileNavbarState = (typeof mobileNavbarStates)[number];

export interface MobileNavbarProps extends HTMLAttributes<HTMLElement> {
  /** The location's pathname; the matching menu item is marked current. */
  currentPath?: string;
  /** Controls the slide-in menu; uncontrolled when omitted. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra controls beside the menu button, such as an app download link. */
  actions?: ReactNode;
  LinkComponent?: LinkComponent;
  homePath?: string;
  /**
   * Who is using the site: a login link for a visitor; for a logged-in user their name, leading to their
   * messages, with the unread count on it (null while unknown).
   */
  account?: MobileNavbarAccount;
}

export type MobileNavbarAccount =
  { kind: 'anonymous'; loginTo: string } | { kind: 'user'; name: string; to: string; unreadCount: number | null };

export const MobileNavbar = forwardRef<HTMLElement, MobileNavbarProps>(function MobileNavbar(
  {
    currentPath,
    open: controlledOpen,
    defaultOpen = false,
    onOpenChange,
    actions,
    LinkComponent = AnchorLink,
    homePath = '/m/home',
    account,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const state: MobileNavbarState = open ? 'open' : 'closed';
  const menuButton = useRef<HTMLButtonElement>(null);
  // Once opened, the menu stays mounted, so that closing it plays its exit animation.
  const [menuWanted, setMenuWanted] = useState(open);
  if (open && !menuWanted) setMenuWanted(true);

  return (
    <header ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-state={state} {...rest}>
      <LinkComponent to={homePath} className={styles.brand}>
        <Logo size="sm" showTagline={false} aria-label={t('chrome.brand.home')} />
      </LinkComponent>
      <div className={styles.actions}>
        {actions}
        {account?.kind === 'anonymous' && (
          <LinkComponent to={account.loginTo} className={styles.account}>
            {t('chrome.mobileNav.login')}
          </LinkComponent>
        )}
        {account?.kind === 'user' && (
          <LinkComponent to={account.to} className={styles.account} data-state="user">
            <Badge
              count={account.unreadCount ?? 0}
              max={UNREAD_MAX}
              label={t('chrome.mobileNav.unread', { value: badgeText(account.unreadCount ?? 0, UNREAD_MAX) })}
            >
              <span className={styles.accountName} aria-hidden="true">
                {account.name.slice(0, 1)}
              </span>
              <VisuallyHidden>{t('chrome.mobileNav.account', { name: account.name })}</VisuallyHidden>
            </Badge>
          </LinkComponent>
        )}
        <IconButton
          ref={menuButton}
          aria-label={t('chrome.mobileNav.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          size="md"
          className={styles.menuButton}
          // Fetch the menu's code as soon as a finger or the focus is on the button, before the press ends.
          onPointerDown={loadMenu}
          onFocus={loadMenu}
          onClick={() => setOpen(true)}
        >
          <NavGlyph name="menu" />
        </IconButton>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileNavMenu
              open={open}
              onOpenChange={setOpen}
              currentPath={currentPath}
              LinkComponent={LinkComponent}
              menuButton={menuButton}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
});
