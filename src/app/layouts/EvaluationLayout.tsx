import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/IconButton';
import { EVALUATION_REPORT_PATH } from '@/app/routes';
import { canGoBack, titleKeyOf, useCurrentRoute } from '@/app/router/currentRoute';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';

function BackGlyph() {
  return (
    <svg className={styles.backGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The evaluation area: a top bar with a back button and the page title over a phone-wide page. */
export function EvaluationLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  // Opened from a shared link there is nothing to go back to; the report is the area's start page.
  const back = () => (canGoBack() ? navigate(-1) : navigate(EVALUATION_REPORT_PATH));
  return (
    <div className={styles.mobileBackdrop} data-layout="evaluation">
      <div className={styles.mobileFrame}>
        <header className={styles.topBar}>
          <IconButton aria-label={t('app.evaluation.back')} size="md" onClick={() => void back()}>
            <BackGlyph />
          </IconButton>
          <p className={styles.topBarTitle}>{t(titleKeyOf(route))}</p>
        </header>
        <MainContent className={styles.mobileContent}>{children}</MainContent>
      </div>
    </div>
  );
}
