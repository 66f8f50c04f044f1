import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AboutSidebar } from '@/components/AboutSidebar';
import { Container } from '@/components/PageShell';
import { RouterLink } from '@/app/router/RouterLink';
import { DesktopLayout } from './DesktopLayout';
import * as styles from './layouts.css';

/** The desktop frame with the sidebar of the /about pages beside the page. */
export function AboutLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <DesktopLayout data-layout="about">
      <Container className={styles.aboutBody}>
        <AboutSidebar currentPath={pathname} LinkComponent={RouterLink} />
        <div className={styles.aboutContent}>{children ?? <Outlet />}</div>
      </Container>
    </DesktopLayout>
  );
}
