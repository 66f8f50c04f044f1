import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import * as styles from '@/features/campaign/campaign.css';
import * as page from '@/features/campaign/campaignPage.css';
import * as webCampaignTexts from '@contract/api/calls/web/campaignTexts';
import type { ParentBindingTexts } from '@contract/api/schemas/admin/campaignTexts';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { LoadableContent } from '@/components/Loadable';
import { usePageShareCard } from '@/flows/share';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';

/**
 * The frame of the binding pages: the step's title and hint over its content. Sent on in WeChat from any step,
 * the card opens the first one (the later steps need the sender's verification).
 */
export function ParentCodeShell({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageShareCard({
    title: t('campaign.shareCards.parent.title'),
    desc: t('campaign.shareCards.parent.desc'),
    path: '/parentCode/bindPhoneCode',
  });
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

/**
 * The binding pages' texts as staff set them (shown as written in every locale: they are content): a page
 * draws a skeleton until they come, and a retry if they cannot be read.
 */
export function WithBindingTexts({ children }: { children: (texts: ParentBindingTexts) => ReactNode }) {
  const texts = loadableOf(useApiQuery(webCampaignTexts.campaignTexts, {}));
  return (
    <LoadableContent
      value={texts}
      skeleton={
        <div className={page.page}>
          <SkeletonGroup>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="rect" height="12em" />
          </SkeletonGroup>
        </div>
      }
    >
      {(data) => children(data.parentBinding)}
    </LoadableContent>
  );
}
