import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import * as styles from '@/features/campaign/campaign.css';
import type { ShareSetupStateId } from '@machines/share';
import * as page from '@/features/campaign/campaignPage.css';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

export interface SimglePageViewProps {
  /** State of the share setup, for tests and stories; the reader sees nothing of it. */
  shareState: ShareSetupStateId;
}

/** /simgle/page: the article families open from a WeChat share, with a way on to the free trial. */
export function SimglePageView({ shareState }: SimglePageViewProps) {
  const { t } = useTranslation();
  return (
    <article className={page.page} data-share-state={shareState}>
      <header className={styles.stack}>
        <h1 className={styles.title}>{t('campaign.article.title')}</h1>
        <p className={styles.text}>{t('campaign.article.byline')}</p>
      </header>
      <div className={styles.article}>
        <p className={styles.paragraph}>
          <strong>{t('campaign.article.summary')}</strong>
        </p>
        {PARAGRAPHS.map((key) => (
          <p key={key} className={styles.paragraph}>
            {t(`campaign.article.paragraphs.${key}`)}
          </p>
        ))}
      </div>
      <Link to="/freeCourse/home" className={styles.linkButton}>
        {t('campaign.article.cta')}
      </Link>
    </article>
  );
}
