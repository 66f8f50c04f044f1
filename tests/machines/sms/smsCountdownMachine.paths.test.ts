import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { smsCountdownMachine, smsCountdownStateIds, type SmsCountdownContext } from '@machines/sms';
import { answers, loginSmsInput, smsWithDesk } from './harness';
import { createCallDesk, modelPaths, replayPath, restingLeafIds, visitedLeafIds, type ModelEvent } from './pathReplay';

const noAnswer = new Error('网络连接失败');

const events: ModelEvent[] = [
  { type: 'user.sendCode' },
  { type: 'user.captchaChanged', value: 'ab12' },
  { type: 'user.refreshCaptcha' },
  { type: 'user.cancelCaptcha' },
  { type: 'xstate.done.actor.getSigns', output: answers.signs },
  { type: 'xstate.done.actor.getSigns', output: answers.signsWithCaptcha },
  { type: 'xstate.done.actor.getSigns', output: answers.signsRefused },
  { type: 'xstate.error.actor.getSigns', error: noAnswer },
  { type: 'xstate.done.actor.sendCode', output: answers.sent },
  { type: 'xstate.done.actor.sendCode', output: answers.sendRefused },
  { type: 'xstate.done.actor.sendCode', output: answers.captchaWrong },
  { type: 'xstate.error.actor.sendCode', error: noAnswer },
  { type: 'xstate.after.secondTick.smsCountdown.counting' },
];

/**
 * Captcha refreshes only renumber the image; states differing in nothing else are one state of the graph,
 * so the number is left out of what is compared too (the sentence tests check it).
 */
const view = (snapshot: AnyMachineSnapshot) => {
  const { captchaSerial: _serial, captchaId: _id, ...context } = snapshot.context as SmsCountdownContext;
  return { value: snapshot.value, status: snapshot.status, context, tags: [...snapshot.tags].sort() };
};

const paths = modelPaths(smsCountdownMachine, { input: loginSmsInput, events, view });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SMS countdown machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect([...smsCountdownStateIds].sort()).toEqual(restingLeafIds(smsCountdownMachine));
  });

  it('reaches every state and every second of the countdown', () => {
    expect(visitedLeafIds(smsCountdownMachine, paths)).toEqual(restingLeafIds(smsCountdownMachine));
    const seconds = new Set(
      paths.filter((path) => path.state.value === 'counting').map((path) => path.state.context.secondsLeft),
    );
    expect(seconds.size).toBe(60);
  });

  it('replays every shortest path on the running machine with its calls answered and the clock faked', async () => {
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const desk = createCallDesk();
      const actor = createActor(smsWithDesk(desk).machine, { input: loginSmsInput }).start();
      await replayPath(actor, desk, path, { delays: { secondTick: 1000 }, view });
      actor.stop();
    }
  });
});
