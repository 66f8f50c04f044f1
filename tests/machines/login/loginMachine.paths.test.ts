import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { loginMachine, loginStateIds, type LoginContext, type LoginEvent } from '@machines/login';
import { smsCountdownMachine, type SmsCountdownContext } from '@machines/sms';
import { answers, loginSmsInput } from '../sms/harness';
import {
  createCallDesk,
  modelPaths,
  replayPath,
  restingLeafIds,
  visitedLeafIds,
  type CallDesk,
  type ModelEvent,
} from '../sms/pathReplay';
import { loginAnswers, loginInput, loginWithDesk, verifyAnswers } from './harness';

function smsSnapshot(value: 'idle' | 'requestingSigns' | 'awaitingCaptcha' | 'counting') {
  const context: SmsCountdownContext = {
    mobilePhone: loginSmsInput.mobilePhone ?? '',
    smsType: 2,
    secondsLeft: value === 'counting' ? 60 : 0,
    signs: null,
    captcha: '',
    captchaSeed: 'seed-sms',
    captchaSerial: 0,
    captchaId: 'seed-sms-0',
    error: null,
  };
  return { type: 'xstate.snapshot.smsCode', snapshot: smsCountdownMachine.resolveState({ value, context }) };
}

/** Errors carry an enumerable field so the graph tells the two rejections apart. */
const noAnswer = Object.assign(new Error('请求超时'), { cause: 'timeout' });
const silentFailure = { cause: 'aborted' };

const events: ModelEvent[] = [
  { type: 'user.accountChanged', value: '13812345678' },
  { type: 'user.passwordChanged', value: 'secret123' },
  { type: 'user.captchaChanged', value: 'ab12' },
  { type: 'user.refreshCaptcha' },
  { type: 'user.agreementChanged', agreed: false },
  { type: 'user.agreementChanged', agreed: true },
  { type: 'user.submit' },
  { type: 'user.dismissWarning' },
  { type: 'user.forgotPassword' },
  { type: 'user.dismissHint' },
  { type: 'xstate.done.actor.login', output: loginAnswers.accepted },
  { type: 'xstate.done.actor.login', output: loginAnswers.smsCheck },
  { type: 'xstate.done.actor.login', output: loginAnswers.refused },
  { type: 'xstate.error.actor.login', error: noAnswer },
  { type: 'xstate.error.actor.login', error: silentFailure },
  { type: 'user.smsCodeChanged', value: '4821' },
  { type: 'user.verify' },
  { type: 'xstate.done.actor.verifySms', output: verifyAnswers.accepted },
  { type: 'xstate.done.actor.verifySms', output: verifyAnswers.refused },
  { type: 'xstate.error.actor.verifySms', error: noAnswer },
  { type: 'user.close' },
  { type: 'user.open' },
];

const codeOf = (snapshot: AnyMachineSnapshot): string | undefined =>
  typeof snapshot.value === 'object' ? (snapshot.value as { smsCheck?: { code?: string } }).smsCheck?.code : undefined;

/** The SMS sender moves only as its own machine allows; the login flow reflects whatever it reports. */
const senderMoves: Record<string, ModelEvent[]> = {
  ready: [smsSnapshot('requestingSigns')],
  sending: [smsSnapshot('counting'), smsSnapshot('awaitingCaptcha'), smsSnapshot('idle')],
  captchaRequired: [smsSnapshot('requestingSigns'), smsSnapshot('idle')],
  countingDown: [smsSnapshot('idle')],
};

const eventsIn = (snapshot: AnyMachineSnapshot) => [...events, ...(senderMoves[codeOf(snapshot) ?? ''] ?? [])];

/**
 * Captcha renumbering and the SMS sender's details are left out of the graph: the sentence tests check
 * them, and the sender's own paths are walked by its machine's path test.
 */
const view = (snapshot: AnyMachineSnapshot) => {
  const { captchaSerial: _serial, captchaId: _id, smsSender: _sender, ...context } = snapshot.context as LoginContext;
  return { value: snapshot.value, status: snapshot.status, context, tags: [...snapshot.tags].sort() };
};

const paths = modelPaths(loginMachine, { input: loginInput, events: eventsIn, view });

/** Brings the real SMS sender to where the model's snapshot event says it went. */
function senderStimulus(desk: CallDesk, send: (event: LoginEvent) => void) {
  return async (event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    if (event.type !== 'xstate.snapshot.smsCode') return false;
    const move = `${codeOf(before)} → ${codeOf(after)}`;
    switch (move) {
      case 'ready → sending':
        send({ type: 'user.sendCode' });
        break;
      case 'sending → countingDown':
        await desk.answer('getSigns', answers.signs);
        await desk.answer('sendCode', answers.sent);
        break;
      case 'sending → captchaRequired':
        await desk.answer('getSigns', answers.signsWithCaptcha);
        break;
      case 'sending → ready':
        await desk.answer('getSigns', answers.signsRefused);
        break;
      case 'captchaRequired → sending':
        send({ type: 'user.smsCaptchaChanged', value: 'q9w8' });
        send({ type: 'user.sendCode' });
        break;
      case 'captchaRequired → ready':
        send({ type: 'user.cancelSmsCaptcha' });
        break;
      case 'countingDown → ready':
        await vi.advanceTimersByTimeAsync(60_000);
        break;
      default:
        throw new Error(`no way to move the SMS sender ${move}`);
    }
    await vi.advanceTimersByTimeAsync(0);
    return true;
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect([...loginStateIds].sort()).toEqual(restingLeafIds(loginMachine));
  });

  it('reaches every state of the login flow', () => {
    expect(visitedLeafIds(loginMachine, paths)).toEqual(restingLeafIds(loginMachine));
  });

  it('replays every shortest path on the running machine, its SMS sender and calls driven for real', async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const desk = createCallDesk();
      const actor = createActor(loginWithDesk(desk).machine, { input: loginInput }).start();
      await replayPath(actor, desk, path, { view, stimulate: senderStimulus(desk, (event) => actor.send(event)) });
      actor.stop();
    }
  });
});
