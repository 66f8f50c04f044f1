import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader, useStickyHeader } from '@/components/SiteHeader';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { RouterLink } from '@/app/router/RouterLink';
import { useNearViewport } from '@/lib/nearViewport';
import { prefetchOverlays } from '@/app/overlays/OverlayHost';
import { AppFooter } from './AppFooter';
import { HeaderSearch } from './HeaderSearch';
import { MAIN_CONTENT_ID } from '@/components/PageShell';
import { MainContent } from './MainContent';
import { drawsInPhoneChrome, onPhoneOrTablet } from './phoneChrome';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';
import * as styles from './layouts.css';

export interface DesktopLayoutProps {
  /** Drawn inside the page area instead of the matched child route (other layouts build on this one). */
  children?: ReactNode;
  'data-layout'?: string;
  /** Off: the footer is drawn at once (stories). On, as in the app: when the visitor comes near the page's end. */
  deferFooter?: boolean;
}

// Only phones download the mobile frame, and only when they open a personal or buying page.
const MobileLayout = lazy(() => import('./MobileLayout').then((module) => ({ default: module.MobileLayout })));

/**
 * Header with navigation and account, the page, the footer. On a phone or tablet the personal, study and
 * buying pages are drawn in the mobile frame instead (see phoneChrome).
 */
export function DesktopLayout(props: DesktopLayoutProps) {
  const { pathname } = useLocation();
  const [phone] = useState(onPhoneOrTablet);
  if (phone && drawsInPhoneChrome(pathname)) {
    return (
      <Suspense fallback={null}>
        <MobileLayout>{props.children ?? <Outlet />}</MobileLayout>
      </Suspense>
    );
  }
  return <DesktopFrame {...props} />;
}

function DesktopFrame({ children, 'data-layout': layoutName = 'desktop', deferFooter = true }: DesktopLayoutProps) {
  const { t } = useTranslation();
  const actor = useAppActor();
  const adviser = useAdviserModal();
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(headerRef);
  const [footerMark, footerNear] = useNearViewport(!deferFooter);
  const unread = useUnreadNotificationCount(user?.rsNo ?? null, pathname) ?? 0;
  return (
    <div className={styles.frame} data-layout={layoutName}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        ref={headerRef}
        sticky={sticky}
        currentPath={pathname}
        user={user}
        notificationCount={unread}
        search={<HeaderSearch />}
        onLoginClick={() => actor.send({ type: 'loginModal.open' })}
        onLoginIntent={prefetchOverlays}
        onAdviserClick={adviser.show}
        onLogout={() => actor.send({ type: 'logout.request' })}
        LinkComponent={RouterLink}
      />
      <MainContent className={styles.main}>{children}</MainContent>
      {/* The footer is drawn once the visitor comes near the page's end: on a first visit its seventy-odd
          elements were a fifth of the first screen's render and of the layout after it, for nothing on screen. */}
      {footerNear ? <AppFooter /> : <div ref={footerMark} className={styles.footerMark} aria-hidden />}
    </div>
  );
}
