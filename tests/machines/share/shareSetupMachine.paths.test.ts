import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SHARE_DELAY_MS, shareSetupMachine, shareSetupStateIds, type ShareConfig } from '@machines/share';
import {
  callDone,
  callError,
  modelPaths,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const input = {
  url: 'https://example.com/simgle/page?id=1',
  share: { title: '家长必读', desc: '五个习惯', link: 'https://example.com/simgle/page', imgUrl: 'https://example.com/a.png' },
};
const config: ShareConfig = { appId: 'wx123', timestamp: 1764050000, nonceStr: 'abc', signature: 'f00d' };
const REQUESTING = 'shareSetup.requesting';
const CONFIGURING = 'shareSetup.configuring';

const events: ModelEvent[] = [
  { type: 'xstate.after.shareDelay.shareSetup.waiting' },
  callDone(shareSetupMachine, REQUESTING, config),
  callError(shareSetupMachine, REQUESTING, new Error('签名失败')),
  callDone(shareSetupMachine, CONFIGURING, undefined),
  callError(shareSetupMachine, CONFIGURING, new Error('config:invalid signature')),
];

const view = snapshotView();

/** The page inside WeChat, where the JS-SDK can be used, and in any other browser. */
const pathsByBrowser = [true, false].map((sdk) => {
  const machine = shareSetupMachine.provide({ guards: { canUseSdk: () => sdk } });
  return { browser: sdk ? 'inside WeChat' : 'outside WeChat', machine, paths: modelPaths(machine, { input, events, view }) };
});

useFakeClock();

describe('share setup machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect(shareSetupStateIds.map((id) => `shareSetup.${id}`).sort()).toEqual(restingLeafIds(shareSetupMachine));
  });

  it('reaches every state of the share setup inside and outside WeChat', () => {
    const visited = pathsByBrowser.flatMap(({ paths }) => visitedLeafIds(shareSetupMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(shareSetupMachine));
  });

  it('configures the SDK only inside WeChat', () => {
    const ends = Object.fromEntries(
      pathsByBrowser.map(({ browser, paths }) => [browser, [...new Set(paths.map((path) => String(path.state.value)))].sort()]),
    );
    expect(ends).toEqual({
      'inside WeChat': ['configuring', 'failed', 'requesting', 'shared', 'waiting'],
      'outside WeChat': ['failed', 'noSdk', 'requesting', 'waiting'],
    });
  });

  it.each(pathsByBrowser.map(({ browser, machine, paths }) => [browser, machine, paths] as const))(
    'replays every shortest path %s on the running machine, the 500 ms wait on a fake clock',
    async (_browser, machine, paths) => {
      await replayPaths(
        paths,
        (desk) => ({ actor: createActor(withDeskCalls(machine, desk, ['requestConfig', 'configureSdk']), { input }).start() }),
        {
          view,
          delays: { shareDelay: SHARE_DELAY_MS },
        },
      );
    },
  );
});
