import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { loginMachine, loginStateIds, type LoginContext } from '@machines/login';
import { SMS_TYPE_LOGIN } from '@machines/sms';
import { codeRegionIn, plainSenderDrive, plainSenderReports, replaySmsFlowPaths, senderReport } from '../shared/smsFlowReplay';
import { loginSmsInput } from '../sms/harness';
import { modelPaths, restingLeafIds, visitedLeafIds, type ModelEvent } from '../sms/pathReplay';
import { loginAnswers, loginInput, loginWithDesk, remembered, verifyAnswers } from './harness';

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
  { type: 'user.rememberChanged', remember: true },
  { type: 'user.rememberChanged', remember: false },
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
  { type: 'xstate.done.actor.recallLogin', output: remembered },
  { type: 'xstate.done.actor.recallLogin', output: null },
  { type: 'xstate.error.actor.recallLogin', error: noAnswer },
];

const codeOf = codeRegionIn('smsCheck');

/** The SMS sender moves only as its own machine allows; the login flow reflects whatever it reports. */
const senderMoves = plainSenderReports((value) =>
  senderReport(value, { mobilePhone: loginSmsInput.mobilePhone ?? '', smsType: SMS_TYPE_LOGIN }),
);

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
    await replaySmsFlowPaths(paths, {
      start: (desk) => createActor(loginWithDesk(desk).machine, { input: loginInput }).start(),
      view,
      codeOf,
      drive: (desk, actor) => plainSenderDrive(desk, (event) => actor.send(event)),
    });
  });
});
