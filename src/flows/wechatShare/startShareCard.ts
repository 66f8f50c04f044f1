import { createActor } from 'xstate';
import { isMobileOrTablet } from '@contract/routes/device';
import { activeInspector } from '@/app/runtime/inspectorSlot';
import { DESKTOP_SHARE_TYPE, PHONE_SHARE_TYPE, type ShareContent, type ShareType } from '@machines/share';
import type { ApiClient } from '@/api/client';
import { provideShareSetup } from './wechatShare';

/**
 * weixin/shareConfig's type for a page other than the article (SPEC §7: 0 or 1 by device). Tablets count as
 * phones, as they are sent to the mobile site.
 */
export function deviceShareType(
  userAgent: string = navigator.userAgent,
  touchPoints: number = navigator.maxTouchPoints ?? 0,
): ShareType {
  return isMobileOrTablet(userAgent, touchPoints) ? PHONE_SHARE_TYPE : DESKTOP_SHARE_TYPE;
}

/** The address WeChat signs: the page as opened, without its hash. */
export function signedPageAddress(href: string = window.location.href): string {
  return href.split('#')[0] ?? href;
}

/**
 * Sets up the WeChat share of a page with its card (the share setup machine: 500 ms wait, signature, JS-SDK),
 * signed for the page's address and this device's type. Answers what stops it when the page is left.
 */
export function startShareCard(share: ShareContent, client?: Pick<ApiClient, 'call'>): () => void {
  const inspect = activeInspector();
  const actor = createActor(provideShareSetup(client), {
    // The name the inspector shows, as for the article page's (useFlowActor).
    id: 'share',
    input: { url: signedPageAddress(), share, type: deviceShareType() },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return () => actor.stop();
}
