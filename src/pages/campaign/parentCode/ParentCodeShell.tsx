import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import * as styles from '@/features/campaign/campaign.css';
import * as page from '@/features/campaign/campaignPage.css';

/** The frame of the binding pages: the step's title and hint over its content. */
export function ParentCodeShell({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{title}</h1>
        {hint && <p className={styles.heroText}>{hint}</p>}
      </header>
      {children}
    </div>
  );
}

/** Shown when the ticket is missing or expired: the binding starts again with the student's code. */
export function BindExpired() {
  const { t } = useTranslation();
  return (
    <ParentCodeShell title={t('campaign.parent.studentTitle')}>
      <div className={styles.card}>
        <p className={styles.text}>{t('campaign.parent.expired')}</p>
        <Link to="/parentCode/bindPhoneCode" className={styles.linkButton}>
          {t('campaign.parent.restart')}
        </Link>
      </div>
    </ParentCodeShell>
  );
}
