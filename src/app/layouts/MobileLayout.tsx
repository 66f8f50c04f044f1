import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MobileNavbar, type MobileNavbarAccount } from '@/components/MobileNavbar';
import { useAppSelector } from '@/app/providers/appActorContext';
import { RouterLink } from '@/app/router/RouterLink';
import { MainContent } from './MainContent';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';
import * as styles from './layouts.css';

const MOBILE_LOGIN_PATH = '/m/login';

/** The mobile site: the bar with the account, the unread badge and the slide-in menu over a phone-wide page. */
export function MobileLayout({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const unreadCount = useUnreadNotificationCount(user?.rsNo ?? null, pathname);
  const account: MobileNavbarAccount | undefined = user
    ? { kind: 'user', name: user.name || user.phone || user.rsNo, to: '/personal/notification', unreadCount }
    : pathname === MOBILE_LOGIN_PATH
      ? undefined
      : { kind: 'anonymous', loginTo: `${MOBILE_LOGIN_PATH}?${new URLSearchParams({ redirect: `${pathname}${search}` })}` };
  return (
    <div className={styles.mobileBackdrop} data-layout="mobile">
      <div className={styles.mobileFrame}>
        <MobileNavbar
          currentPath={pathname}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          account={account}
          LinkComponent={RouterLink}
        />
        <MainContent className={styles.mobileContent}>{children}</MainContent>
      </div>
    </div>
  );
}
