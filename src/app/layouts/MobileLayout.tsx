import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MobileNavbar, type MobileNavbarAccount } from '@/components/MobileNavbar';
import { MobileTabBar, mobileTabOf } from '@/components/MobileTabBar';
import { useAppSelector } from '@/app/providers/appActorContext';
import { RouterLink } from '@/app/router/RouterLink';
import { MainContent } from './MainContent';
import { showsTabBar } from './phoneChrome';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';
import * as styles from './layouts.css';

const MOBILE_LOGIN_PATH = '/m/login';
const MOBILE_ME_PATH = '/m/me';

export interface MobileLayoutProps {
  children?: ReactNode;
  /** The frame's name in `data-layout`. */
  'data-layout'?: string;
}

/**
 * The mobile site: the bar with the account, the unread badge and the slide-in menu over a phone-wide page,
 * and the tab bar at the bottom. Desktop personal and buying pages are drawn in it on phones too.
 */
export function MobileLayout({ children, 'data-layout': layoutName = 'mobile' }: MobileLayoutProps) {
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const unreadCount = useUnreadNotificationCount(user?.rsNo ?? null, pathname);
  const account: MobileNavbarAccount | undefined = user
    ? { kind: 'user', name: user.name || user.phone || user.rsNo, to: MOBILE_ME_PATH, unreadCount }
    : pathname === MOBILE_LOGIN_PATH
      ? undefined
      : { kind: 'anonymous', loginTo: `${MOBILE_LOGIN_PATH}?${new URLSearchParams({ redirect: `${pathname}${search}` })}` };
  const tabBar = showsTabBar(pathname, search);
  return (
    <div className={styles.mobileBackdrop} data-layout={layoutName}>
      <div className={styles.mobileFrame} data-tab-bar={tabBar ? 'shown' : 'hidden'}>
        <MobileNavbar
          currentPath={pathname}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          account={account}
          LinkComponent={RouterLink}
        />
        <MainContent className={styles.mobileContent}>{children}</MainContent>
        {tabBar && <MobileTabBar current={mobileTabOf(pathname)} LinkComponent={RouterLink} />}
      </div>
    </div>
  );
}
