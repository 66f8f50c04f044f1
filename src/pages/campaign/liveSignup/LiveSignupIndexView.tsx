import { useTranslation } from '@/i18n/react';
import type { SignupChannel } from '@contract/api/schemas/user/campaign';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { LiveClassCard, type LiveClassData } from '@/features/campaign/LiveClassCard';
import * as page from '@/features/campaign/campaignPage.css';

export interface LiveSignupIndexViewProps {
  channel: SignupChannel;
  list: Loadable<{ list: readonly LiveClassData[] }>;
  now: number;
  busyId: number | null;
  onSignUp: (live: LiveClassData) => void;
}

/** /liveSignup<Channel>/index: the channel's header and the coming sessions, each with its sign-up. */
export function LiveSignupIndexView({ channel, list, now, busyId, onSignUp }: LiveSignupIndexViewProps) {
  const { t } = useTranslation();
  return (
    <div className={page.page} data-channel={channel}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('campaign.live.heading')}</h1>
        <p className={styles.heroText}>{t('campaign.live.from', { channel: t(`campaign.channels.${channel}`) })}</p>
      </header>
      <LoadableContent
        value={list}
        skeleton={
          <SkeletonGroup>
            <Skeleton height="22rem" />
            <Skeleton height="22rem" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.list.length === 0}
        empty={<p className={styles.text}>{t('campaign.live.empty')}</p>}
      >
        {(data) => (
          <div className={styles.stack}>
            {data.list.map((live) => (
              <LiveClassCard key={live.id} live={live} now={now} busy={busyId === live.id} onSignUp={onSignUp} />
            ))}
          </div>
        )}
      </LoadableContent>
    </div>
  );
}
