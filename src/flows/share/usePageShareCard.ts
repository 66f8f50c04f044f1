import { useEffect } from 'react';
import { isWeChat } from '@contract/routes/device';
import { type PageShareCard, shareContent } from './shareCards';

/** Whether a card can be given to WeChat here: the page runs inside WeChat, or WeChat's `wx` is on it already. */
export function canShareCard(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  scope: { wx?: unknown } = globalThis as { wx?: unknown },
): boolean {
  return isWeChat(userAgent) || (typeof scope.wx === 'object' && scope.wx !== null);
}

/**
 * Sets the WeChat share card of the page: call it with the card once the page's data is there (null before).
 * Inside WeChat the share setup (500 ms wait, weixin/shareConfig with the device's type, the JS-SDK) is
 * downloaded and run; in any other browser nothing is downloaded or asked. Failures stay silent (SPEC §7).
 * A new card (another course on the same page) sets the share again; leaving the page stops it.
 */
export function usePageShareCard(card: PageShareCard | null): void {
  const title = card?.title;
  const desc = card?.desc;
  const image = card?.image;
  const path = card?.path;
  useEffect(() => {
    if (title === undefined || desc === undefined || !canShareCard()) return;
    const share = shareContent({ title, desc, image, path }, window.location);
    let left = false;
    let stop: (() => void) | undefined;
    import('@/flows/wechatShare').then(
      ({ startShareCard }) => {
        if (!left) stop = startShareCard(share);
      },
      // A share setup that cannot be downloaded is a share setup that failed: the page reads on as before.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [title, desc, image, path]);
}
