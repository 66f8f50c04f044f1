import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Outlet, useLocation } from 'react-router';
import { Container, isActivePath } from '@/components/PageShell';
import { RouterLink } from '@/app/router/RouterLink';
import { DesktopLayout } from './DesktopLayout';
import * as styles from './layouts.css';

const studymagTabs = [
  { key: 'report', path: '/studymag/report' },
  { key: 'plan', path: '/studymag/plan' },
  { key: 'wrongBook', path: '/studymag/wrong-book' },
] as const;

/** The desktop frame with the study-management tabs (report, plan) above the page. */
export function StudymagLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <DesktopLayout data-layout="studymag">
      <Container className={styles.studymagNav}>
        <nav aria-label={t('app.studymag.tabs')}>
          <ul className={styles.studymagTabs}>
            {studymagTabs.map((tab) => (
              <li key={tab.key}>
                <RouterLink
                  to={tab.path}
                  className={styles.studymagTab}
                  aria-current={isActivePath(pathname, tab.path) ? 'page' : undefined}
                >
                  {t(`app.studymag.${tab.key}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      {children ?? <Outlet />}
    </DesktopLayout>
  );
}
