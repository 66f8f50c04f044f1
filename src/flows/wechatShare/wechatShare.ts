import { fromPromise } from 'xstate';
import * as webWeixin from '@contract/api/calls/web/weixin';
import { bootWechatJsSdkUrl } from '@/api/http/bootConfig';
import type { ApiClient } from '@/api/client';
import { api } from '@/app/api';
import { isWeChat } from '@contract/routes/device';
import { type ConfigureSdkInput, type RequestConfigInput, type ShareConfig, shareSetupMachine } from '@machines/share';

/** The part of the WeChat JS-SDK (jweixin) the shared pages use. */
interface WechatSdk {
  config(options: ShareConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData?(data: ConfigureSdkInput['share']): void;
  updateTimelineShareData?(data: Omit<ConfigureSdkInput['share'], 'desc'>): void;
}

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** The SDK when WeChat's page script put it there; null in other browsers. */
export function wechatSdk(scope: { wx?: unknown } = globalThis as { wx?: unknown }): WechatSdk | null {
  const wx = scope.wx as Partial<WechatSdk> | undefined;
  return wx && typeof wx.config === 'function' && typeof wx.ready === 'function' ? (wx as WechatSdk) : null;
}

let loading: Promise<WechatSdk> | null = null;

/**
 * WeChat's official JS-SDK, loaded once from the address the server names (boot configuration) — WeChat does
 * not put `wx` on a page by itself. Outside WeChat, or where no server wrote the page, there is nothing to load.
 */
export function loadWechatSdk(): Promise<WechatSdk> {
  const present = wechatSdk();
  if (present) return Promise.resolve(present);
  const url = bootWechatJsSdkUrl();
  if (!url) return Promise.reject(new Error('no WeChat JS-SDK address'));
  loading ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const sdk = wechatSdk();
      if (sdk) resolve(sdk);
      else reject(new Error('the WeChat JS-SDK did not define wx'));
    };
    script.onerror = () => {
      // A later page may try again (a network hiccup should not cost the share for the rest of the visit).
      loading = null;
      script.remove();
      reject(new Error('the WeChat JS-SDK did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Whether the share can be set up here: the SDK is on the page, or the page runs inside WeChat and may load it. */
export function canUseWechatSdk(userAgent = navigator.userAgent): boolean {
  return wechatSdk() !== null || (isWeChat(userAgent) && bootWechatJsSdkUrl() !== undefined);
}

/** Configures the SDK and sets the share data once it is ready; rejects when WeChat reports an error. */
export function configureWechatShare(sdk: WechatSdk, { config, share }: ConfigureSdkInput): Promise<void> {
  return new Promise((resolve, reject) => {
    sdk.error(reject);
    sdk.ready(() => {
      sdk.updateAppMessageShareData?.(share);
      sdk.updateTimelineShareData?.({ title: share.title, link: share.link, imgUrl: share.imgUrl });
      resolve();
    });
    sdk.config({ debug: false, ...config, jsApiList: JS_API_LIST });
  });
}

/** The share setup on the real weixin/shareConfig call and the page's `wx`; failures stay silent (SPEC §7). */
export function provideShareSetup(client: Pick<ApiClient, 'call'> = api) {
  return shareSetupMachine.provide({
    actors: {
      requestConfig: fromPromise(({ input }: { input: RequestConfigInput }): Promise<ShareConfig> =>
        client.call(webWeixin.shareConfig, { url: input.url, type: String(input.type) }, { silent: true }),
      ),
      configureSdk: fromPromise(async ({ input }: { input: ConfigureSdkInput }) =>
        configureWechatShare(await loadWechatSdk(), input),
      ),
    },
    guards: { canUseSdk: () => canUseWechatSdk() },
  });
}
