import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '@/i18n/react';
import { Avatar } from '@/components/Avatar';
import { Badge } from '@/components/Badge';
import type { LinkComponent } from '@/components/PageShell';
import { AccountTriggerLabel, type HeaderUser } from './AccountTrigger';
import { MenuGlyph } from './MenuGlyph';
import { accountMenuItems } from './navItems';
import * as styles from './SiteHeader.css';

export type { HeaderUser } from './AccountTrigger';

export interface AccountMenuProps {
  user: HeaderUser;
  notificationCount: number;
  LinkComponent: LinkComponent;
  onAdviserClick?: () => void;
  onLogout?: () => void;
  open?: boolean;
  /** Opens as soon as it mounts: the visitor clicked its stand-in before the menu's code arrived. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export default function AccountMenu({
  user,
  notificationCount,
  LinkComponent,
  onAdviserClick,
  onLogout,
  open,
  defaultOpen,
  onOpenChange,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const name = user.name?.trim() ?? '';

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while it is open.
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      {/* Named by its content (the visible user name plus hidden words), so speech input can say what it sees. */}
      <DropdownMenu.Trigger className={styles.accountTrigger}>
        <AccountTriggerContent user={user} notificationCount={notificationCount} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8} collisionPadding={8}>
          {name && <DropdownMenu.Label className={styles.menuLabel}>{t('chrome.header.greeting', { name })}</DropdownMenu.Label>}
          {accountMenuItems.map((item) => {
            const content = (
              <>
                <MenuGlyph name={item.key} className={styles.menuGlyph} />
                <span className={styles.menuText}>{t(`chrome.header.menu.${item.key}`)}</span>
                {item.key === 'messages' && notificationCount > 0 && (
                  <Badge count={notificationCount} className={styles.menuBadge} />
                )}
              </>
            );
            return item.path ? (
              <DropdownMenu.Item key={item.key} asChild className={styles.menuItem}>
                <LinkComponent to={item.path}>{content}</LinkComponent>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.key} className={styles.menuItem} onSelect={onAdviserClick}>
                {content}
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={[styles.menuItem, styles.menuItemDanger].join(' ')} onSelect={onLogout}>
            <MenuGlyph name="logout" className={styles.menuGlyph} />
            <span className={styles.menuText}>{t('chrome.header.menu.logout')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** What the avatar button shows: avatar with the unread badge, then its words. */
function AccountTriggerContent({ user, notificationCount }: { user: HeaderUser; notificationCount: number }) {
  return (
    <>
      <Badge count={notificationCount} aria-hidden="true">
        <Avatar qiniuUrl={user.qiniuUrl} photoUrl={user.photoUrl} name={user.name?.trim() ?? ''} size="sm" />
      </Badge>
      <AccountTriggerLabel user={user} notificationCount={notificationCount} />
    </>
  );
}
