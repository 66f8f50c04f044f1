import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PROMOTION_DELAY_MS, promotionMachine, type Promotion, type PromotionInput } from '@machines/promotion';
import {
  callDone,
  callError,
  pathsByStart,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const LOADING = 'promotion.loading';
const winter: Promotion = { mainTitle: '寒假特训营', subtitle: '报名立减 200 元' };

/** A visit that opened on the home page, and one in which a login already happened. */
const starts: Record<string, PromotionInput> = {
  'opened on the home page': { path: '/', loggedIn: false },
  'logged in already': { path: '/', loggedIn: true },
};

const events: ModelEvent[] = [
  { type: 'page.changed', eligible: true, path: '/' },
  { type: 'page.changed', eligible: true, path: '/course/list' },
  { type: 'page.changed', eligible: false, path: '/m/campaign/spring' },
  { type: 'session.loggedIn' },
  { type: 'user.acknowledge' },
  { type: 'xstate.after.settle.promotion.settling' },
  callDone(promotionMachine, LOADING, winter),
  callDone(promotionMachine, LOADING, null),
  callError(promotionMachine, LOADING, new Error('网络连接失败')),
];

const view = snapshotView();

const byStart = pathsByStart(promotionMachine, starts, { events, view });

useFakeClock();

describe('promotion machine paths', () => {
  it('reaches every state of the promotion notice from a visit that has not logged in', () => {
    const visited = byStart.flatMap(([, , paths]) => visitedLeafIds(promotionMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(promotionMachine));
  });

  it('never shows the promotion in a visit where a login happened', () => {
    const loggedIn = byStart.find(([, input]) => input.loggedIn)?.[2] ?? [];
    expect(loggedIn.map((path) => path.state.value)).toEqual(['done']);
    const shownAfterLogin = byStart.flatMap(([, , paths]) =>
      paths.filter((path) => path.state.matches('shown') && path.steps.some((step) => step.event.type === 'session.loggedIn')),
    );
    expect(shownAfterLogin).toEqual([]);
  });

  it.each(byStart)(
    'replays every shortest path of a visit %s, the settling delay on a fake clock and markSeen only when acknowledged',
    async (_name, input, paths) => {
      await replayPaths(
        paths,
        (desk) => {
          const markSeen = vi.fn();
          const machine = withDeskCalls(promotionMachine, desk, ['loadPromotion']).provide({
            actions: { markSeen: (_, params) => markSeen(params) },
          });
          const acknowledged = (path: (typeof paths)[number]) =>
            path.steps.some((step) => step.event.type === 'user.acknowledge' && step.state.matches('done'));
          return {
            actor: createActor(machine, { input }).start(),
            ended: (path) => expect(markSeen.mock.calls).toEqual(acknowledged(path) ? [[{ mainTitle: winter.mainTitle }]] : []),
          };
        },
        { view, delays: { settle: PROMOTION_DELAY_MS } },
      );
    },
  );
});
