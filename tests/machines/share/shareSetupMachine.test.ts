import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ARTICLE_SHARE_TYPE,
  type ConfigureSdkInput,
  DESKTOP_SHARE_TYPE,
  PHONE_SHARE_TYPE,
  type RequestConfigInput,
  type ShareConfig,
  type ShareType,
  shareSetupMachine,
} from '@machines/share';

const share = {
  title: '家长必读',
  desc: '五个习惯',
  link: 'https://example.com/simgle/page',
  imgUrl: 'https://example.com/a.png',
};
const config: ShareConfig = { appId: 'wx123', timestamp: 1764050000, nonceStr: 'abc', signature: 'f00d' };

function start({
  sdk = true,
  request = async () => config,
  configure = async () => undefined,
  type,
  url = 'https://example.com/simgle/page?id=1',
}: {
  sdk?: boolean;
  request?: (input: RequestConfigInput) => Promise<ShareConfig>;
  configure?: (input: ConfigureSdkInput) => Promise<void>;
  type?: ShareType;
  url?: string;
} = {}) {
  const requests: RequestConfigInput[] = [];
  const configured: ConfigureSdkInput[] = [];
  const actor = createActor(
    shareSetupMachine.provide({
      actors: {
        requestConfig: fromPromise(async ({ input }: { input: RequestConfigInput }) => {
          requests.push(input);
          return request(input);
        }),
        configureSdk: fromPromise(async ({ input }: { input: ConfigureSdkInput }) => {
          configured.push(input);
          return configure(input);
        }),
      },
      guards: { canUseSdk: () => sdk },
    }),
    { input: { url, share, ...(type === undefined ? {} : { type }) } },
  );
  actor.start();
  return { actor, requests, configured };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('share setup on the article page', () => {
  it('asks for the share config once, 500 ms after the page opens, with type 3 and the page address', async () => {
    const { actor, requests } = start();
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ url: 'https://example.com/simgle/page?id=1', type: 3 }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requests).toHaveLength(1);
  });

  it('configures the JS-SDK with the answer and the article title, description, link and image', async () => {
    const { actor, configured } = start();
    await vi.advanceTimersByTimeAsync(500);
    expect(configured).toEqual([{ config, share }]);
    expect(actor.getSnapshot().value).toBe('shared');
    expect(actor.getSnapshot().hasTag('shared')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stops without configuring when the page has no WeChat JS-SDK', async () => {
    const { actor, configured } = start({ sdk: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(configured).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('noSdk');
    expect(actor.getSnapshot().context.config).toEqual(config);
  });

  it('ends quietly when the share config request fails', async () => {
    const { actor, configured } = start({
      request: async () => {
        throw new Error('status 0');
      },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('skipped')).toBe(true);
    expect(configured).toHaveLength(0);
  });

  it('ends quietly when the SDK rejects the configuration', async () => {
    const { actor } = start({
      configure: async () => {
        throw new Error('invalid signature');
      },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('asks nothing when the page is left before the delay', async () => {
    const { actor, requests } = start();
    await vi.advanceTimersByTimeAsync(200);
    actor.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(0);
  });
});

describe('share setup on a page with a card of its own', () => {
  const course = {
    title: '初二数学·几何证明',
    desc: '从全等到相似',
    link: 'https://example.com/course/chapter?courseId=7',
    imgUrl: 'https://example.com/covers/7.jpg',
  };

  it("keeps type 3, the article page's, when no type is given", () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.type).toBe(ARTICLE_SHARE_TYPE);
    expect(ARTICLE_SHARE_TYPE).toBe(3);
  });

  it.each([
    ['a phone', PHONE_SHARE_TYPE, 1],
    ['a computer', DESKTOP_SHARE_TYPE, 0],
  ] as const)('asks for the share config with the type it is given on %s (%i)', async (_device, type, sent) => {
    const { requests } = start({ type, url: course.link });
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toEqual([{ url: course.link, type: sent }]);
  });

  it("hands the page's own card to the JS-SDK", async () => {
    const configured: ConfigureSdkInput[] = [];
    const actor = createActor(
      shareSetupMachine.provide({
        actors: {
          requestConfig: fromPromise(async () => config),
          configureSdk: fromPromise(async ({ input }: { input: ConfigureSdkInput }) => {
            configured.push(input);
          }),
        },
        guards: { canUseSdk: () => true },
      }),
      { input: { url: course.link, share: course, type: PHONE_SHARE_TYPE } },
    ).start();
    await vi.advanceTimersByTimeAsync(500);
    expect(configured).toEqual([{ config, share: course }]);
    expect(actor.getSnapshot().value).toBe('shared');
  });
});
