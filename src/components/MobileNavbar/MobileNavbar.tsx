import * as DialogPrimitive from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, badgeText } from '@/components/Badge';
import { CloseGlyph } from '@/components/Dialog';
import { IconButton } from '@/components/IconButton';
import { Logo } from '@/components/Logo';
import { AnchorLink, isActivePath, type LinkComponent } from '@/components/PageShell';
import { NavGlyph } from './NavGlyph';
import { mobileNavItems } from './navItems';
import * as styles from './MobileNavbar.css';

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
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger asChild>
            <IconButton aria-label={t('chrome.mobileNav.open')} size="md" className={styles.menuButton}>
              <NavGlyph name="menu" />
            </IconButton>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className={styles.overlay} />
            <DialogPrimitive.Content className={styles.panel} aria-describedby={undefined}>
              <VisuallyHidden asChild>
                <DialogPrimitive.Title>{t('chrome.mobileNav.title')}</DialogPrimitive.Title>
              </VisuallyHidden>
              <div className={styles.panelHeader}>
                <Logo size="sm" />
                <DialogPrimitive.Close asChild>
                  <IconButton aria-label={t('chrome.mobileNav.close')} size="md">
                    <CloseGlyph />
                  </IconButton>
                </DialogPrimitive.Close>
              </div>
              <nav aria-label={t('chrome.mobileNav.title')}>
                <ul className={styles.list}>
                  {mobileNavItems.map((item) => {
                    const active = isActivePath(currentPath, item.path);
                    return (
                      <li key={item.key}>
                        <LinkComponent
                          to={item.path}
                          className={styles.item}
                          aria-current={active ? 'page' : undefined}
                          onClick={() => setOpen(false)}
                        >
                          <span className={styles.itemIcon}>
                            <NavGlyph name={item.key} />
                          </span>
                          <span className={styles.itemText}>{t(`chrome.mobileNav.${item.key}`)}</span>
                          <NavGlyph name="next" className={styles.itemArrow} />
                        </LinkComponent>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </div>
    </header>
  );
});
