import { useLocation } from 'react-router';
import { CHANNEL_PATHS, channelOfPath } from '@/flows/campaign';
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
