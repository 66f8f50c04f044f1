import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import { Badge } from '@/components/Badge';
import type { LinkComponent } from '@/components/PageShell';
import { ChevronDownGlyph, MenuGlyph } from './MenuGlyph';
import { accountMenuItems } from './navItems';
import * as styles from './SiteHeader.css';

export interface HeaderUser {
  name?: string | null;
  qiniuUrl?: string | null;
  photoUrl?: string | null;
}

export interface AccountMenuProps {
  user: HeaderUser;
  notificationCount: number;
  LinkComponent: LinkComponent;
  onAdviserClick?: () => void;
  onLogout?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function AccountMenu({
  user,
  notificationCount,
  LinkComponent,
  onAdviserClick,
  onLogout,
  open,
  onOpenChange,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const name = user.name?.trim() ?? '';

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while it is open.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {/* Named by its content (the visible user name plus hidden words), so speech input can say what it sees. */}
      <DropdownMenu.Trigger className={styles.accountTrigger}>
        <Badge count={notificationCount} aria-hidden="true">
          <Avatar qiniuUrl={user.qiniuUrl} photoUrl={user.photoUrl} name={name} size="sm" />
        </Badge>
        {name ? (
          <Trans
            t={t}
            i18nKey="chrome.header.accountMenu"
            values={{ name }}
            components={{ name: <span className={styles.accountName} />, hidden: <span className={styles.visuallyHidden} /> }}
          />
        ) : (
          <span className={styles.visuallyHidden}>{t('chrome.header.accountMenuAnonymous')}</span>
        )}
        {notificationCount > 0 && (
          <span className={styles.visuallyHidden}>{t('chrome.header.unread', { count: notificationCount })}</span>
        )}
        <ChevronDownGlyph className={styles.chevron} />
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
