import { fromPromise } from 'xstate';
import * as webWeixin from '@/api/calls/web/weixin';
import { api } from '@/app/api';
import { type ConfigureSdkInput, type RequestConfigInput, type ShareConfig, shareSetupMachine } from '@machines/share';

/** The part of the WeChat JS-SDK (jweixin) the article page uses. */
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
export function provideShareSetup() {
  return shareSetupMachine.provide({
    actors: {
      requestConfig: fromPromise(({ input }: { input: RequestConfigInput }): Promise<ShareConfig> =>
        api.call(webWeixin.shareConfig, { url: input.url, type: String(input.type) as '3' }, { silent: true }),
      ),
      configureSdk: fromPromise(({ input }: { input: ConfigureSdkInput }) => {
        const sdk = wechatSdk();
        return sdk ? configureWechatShare(sdk, input) : Promise.reject(new Error('no WeChat JS-SDK'));
      }),
    },
    guards: { isSdkPresent: () => wechatSdk() !== null },
  });
}
