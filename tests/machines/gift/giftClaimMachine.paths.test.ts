import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { GIFT_SMS_SECONDS, giftClaimMachine, giftStateIds, type GiftClaimContext, type GiftFormValues } from '@machines/gift';
import {
  modelPaths,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  type ModelPath,
  useFakeClock,
} from '../sms/pathReplay';

const input = { captchaSeed: 'seed' };
const filled: GiftFormValues = { phone: '13812345678', captcha: 'ab12', code: '123456' };

const events: ModelEvent[] = [
  { type: 'user.changed', values: filled },
  { type: 'user.changed', values: { phone: '1381234', captcha: '', code: '12' } },
  { type: 'user.refreshCaptcha' },
  { type: 'user.sendCode' },
  { type: 'user.claim' },
  { type: 'xstate.done.actor.sendCode', output: undefined },
  { type: 'xstate.error.actor.sendCode', error: new Error('该手机号已于 2026-11-20 领取过礼包') },
  { type: 'xstate.done.actor.claimGift', output: { phone: '138****5678' } },
  { type: 'xstate.error.actor.claimGift', error: new Error('验证码错误') },
  { type: 'xstate.error.actor.claimGift', error: { cause: 'aborted' } },
  { type: 'xstate.after.secondTick.gift.form.code.counting' },
];

/** New captcha pictures only renumber the one on screen; the sentence tests count them. */
function viewWith(countdown: (secondsLeft: number) => unknown) {
  return (snapshot: AnyMachineSnapshot) => {
    const { captchaSerial: _serial, captchaId: _id, secondsLeft, ...context } = snapshot.context as GiftClaimContext;
    return {
      value: snapshot.value,
      status: snapshot.status,
      context,
      countdown: countdown(secondsLeft),
      tags: [...snapshot.tags].sort(),
    };
  };
}

/** The whole form, with the seconds of a running countdown alike: whether it runs and whether it has just begun. */
const view = viewWith((secondsLeft) => (secondsLeft === GIFT_SMS_SECONDS ? 'begun' : secondsLeft > 0));
const paths = modelPaths(giftClaimMachine, { input, events, view });

const TICK = 'xstate.after.secondTick.gift.form.code.counting';

/** The countdown alone, every second a state of its own, down to the end where another code may be sent. */
const countdownView = viewWith((secondsLeft) => secondsLeft);
const countdownEvents = events.filter(({ type }) =>
  ['user.changed', 'user.sendCode', 'xstate.done.actor.sendCode', TICK].includes(type),
);
const countdownPaths = modelPaths(giftClaimMachine, { input, events: countdownEvents, view: countdownView });

/**
 * The countdown's end leads back to the form as it was before the code was sent, a state the graph has
 * already reached; the path through it is the one to the last second with that second's tick after it.
 */
const lastSecond = countdownPaths.find((path) => (path.state.context as GiftClaimContext).secondsLeft === 1);
const throughTheEnd: ModelPath[] = lastSecond
  ? [getNextSnapshot(giftClaimMachine, lastSecond.state, { type: TICK } as never)].map((state) => ({
      ...lastSecond,
      state,
      steps: [...lastSecond.steps, { event: { type: TICK }, state }],
    }))
  : [];

useFakeClock();

describe('gift claim machine paths', () => {
  it('lists exactly the states of the gift claim for stories', () => {
    expect([...giftStateIds].sort()).toEqual(restingLeafIds(giftClaimMachine));
  });

  it('reaches every state of the gift claim from the form', () => {
    expect(visitedLeafIds(giftClaimMachine, paths)).toEqual(restingLeafIds(giftClaimMachine));
  });

  it('counts every second down from 60, then lets another code be sent', () => {
    const counting = countdownPaths.filter((path) => path.state.hasTag('counting'));
    const seconds = counting.map((path) => (path.state.context as GiftClaimContext).secondsLeft).sort((a, b) => a - b);
    expect([...new Set(seconds)]).toEqual(Array.from({ length: GIFT_SMS_SECONDS }, (_, index) => index + 1));
    expect(
      throughTheEnd.map((path) => [path.state.hasTag('canSend'), (path.state.context as GiftClaimContext).secondsLeft]),
    ).toEqual([[true, 0]]);
  });

  it('claims the gift only for a phone whose claim was answered', () => {
    const claimed = paths.filter((path) => path.state.status === 'done');
    expect(claimed.length).toBeGreaterThan(0);
    for (const path of claimed) {
      expect(path.steps.at(-1)?.event.type).toBe('xstate.done.actor.claimGift');
      expect((path.state.context as GiftClaimContext).claimedFor).toBe('138****5678');
    }
  });

  it.each([
    ['the whole form', paths, view],
    ['the countdown', [...countdownPaths, ...throughTheEnd], countdownView],
  ] as const)(
    'replays every shortest path of %s on the running machine, the seconds on a fake clock',
    async (_name, list, compared) => {
      expect(list.length).toBeGreaterThan(20);
      await replayPaths(
        list,
        (desk) => ({ actor: createActor(withDeskCalls(giftClaimMachine, desk, ['sendCode', 'claimGift']), { input }).start() }),
        { view: compared, delays: { secondTick: 1000 } },
      );
    },
  );
});
