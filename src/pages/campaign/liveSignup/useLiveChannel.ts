import { useLocation } from 'react-router';
import { CHANNEL_PATHS, channelOfPath } from '@/flows/campaign';
import { usePageShareCard } from '@/flows/share';
import { useTranslation } from '@/i18n/react';
import { positiveIntParam } from '@/lib/url';
import { useSearchParams } from 'react-router';

/** The channel of this live sign-up page (from its path), its base path and the session asked for. */
export function useLiveChannel() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const channel = channelOfPath(pathname);
  const base = CHANNEL_PATHS[channel];
  return {
    channel,
    base,
    liveClassId: positiveIntParam(params.get('liveClassId')),
    loginPath: (id: number) => `${base}/payment-login?liveClassId=${id}`,
    paymentPath: (id: number) => `${base}/payment-detail?liveClassId=${id}`,
    indexPath: `${base}/index`,
  };
}

/** The channel's WeChat share card: whoever it is sent on to lands on the channel's live classes. */
export function useLiveShareCard() {
  const { t } = useTranslation();
  const { channel, indexPath } = useLiveChannel();
  usePageShareCard({
    title: t('campaign.shareCards.live.title', { channel: t(`campaign.channels.${channel}`) }),
    desc: t('campaign.shareCards.live.desc'),
    path: indexPath,
  });
}
