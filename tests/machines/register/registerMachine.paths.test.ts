import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { validateRegistration, validateSmsRequest } from '@/features/account/RegisterForm';
import {
  registerMachine,
  registerStateIds,
  SMS_TYPE_REGISTER,
  type RegisterContext,
  type RegisterEvent,
} from '@machines/register';
import type { SmsCountdownContext } from '@machines/sms';
import { codeRegionIn, countdownRunsOut, replaySmsFlowPaths, senderReport, type SenderDrive } from '../shared/smsFlowReplay';
import { answers } from '../sms/harness';
import { modelPaths, restingLeafIds, visitedLeafIds, type CallDesk, type ModelEvent, type ModelPath } from '../sms/pathReplay';
import { newPhone, registerAnswers, registerInput, registerWithDesk } from './harness';

type SenderValue = Parameters<typeof senderReport>[0];

/**
 * A report of the SMS sender as its machine would send it next, numbered on from the last one the flow saw
 * (the sender renumbers its captcha when it asks for one); error texts are those of the answers the replay gives.
 */
function smsSnapshot(last: RegisterContext['smsSender'], value: SenderValue, details: Partial<SmsCountdownContext> = {}) {
  const captchaSerial = value === 'awaitingCaptcha' ? last.captchaSerial + 1 : last.captchaSerial;
  return senderReport(value, {
    mobilePhone: newPhone,
    smsType: SMS_TYPE_REGISTER,
    captchaSeed: last.captchaSeed,
    captchaSerial,
    ...details,
  });
}

const noAnswer = Object.assign(new Error('请求超时'), { cause: 'timeout' });
const silentFailure = { cause: 'aborted' };

/** Each field is typed once, with a value the rules accept; the problems a submit reports are the rules' own. */
const typing: Array<{ field: keyof RegisterContext; event: RegisterEvent }> = [
  { field: 'phone', event: { type: 'user.phoneChanged', value: newPhone } },
  { field: 'captcha', event: { type: 'user.captchaChanged', value: 'ab12' } },
  { field: 'smsCode', event: { type: 'user.smsCodeChanged', value: '482913' } },
  { field: 'password', event: { type: 'user.passwordChanged', value: 'xueban2024' } },
  { field: 'confirmPassword', event: { type: 'user.confirmPasswordChanged', value: 'xueban2024' } },
];

const codeOf = codeRegionIn('active');

/**
 * The SMS sender moves only as its own machine allows, and only when the user's request could reach it.
 * The request also clears the last refusal, which a reported move cannot carry: the model asks only once
 * an edit has cleared it (the sentence tests cover asking straight after a refusal).
 */
function senderMoves(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as RegisterContext;
  const last = context.smsSender;
  switch (codeOf(snapshot)) {
    case 'ready':
      return Object.keys(validateSmsRequest(context)).length === 0 && context.error === null
        ? [smsSnapshot(last, 'requestingSigns')]
        : [];
    case 'sending':
      return [
        smsSnapshot(last, 'counting'),
        smsSnapshot(last, 'awaitingCaptcha'),
        smsSnapshot(last, 'awaitingCaptcha', { error: answers.captchaWrong.message }),
        smsSnapshot(last, 'idle', { error: answers.signsRefused.message }),
        smsSnapshot(last, 'idle'),
      ];
    case 'captchaRequired':
      return context.captcha !== '' && context.error === null
        ? [smsSnapshot(last, 'sendingCode', { captcha: context.captcha })]
        : [];
    case 'countingDown':
      return [smsSnapshot(last, 'idle')];
    default:
      return [];
  }
}

function eventsIn(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as RegisterContext;
  return [
    ...typing.filter(({ field }) => context[field] === '').map(({ event }) => event),
    // An edit of a filled field, to leave a server error.
    { type: 'user.smsCodeChanged', value: '000000' },
    { type: 'user.agreementChanged', agreed: !context.agreed },
    { type: 'user.refreshCaptcha' },
    { type: 'user.submit', errors: validateRegistration(context) },
    ...(Object.keys(validateSmsRequest(context)).length > 0
      ? [{ type: 'user.sendCode', errors: validateSmsRequest(context) }]
      : []),
    { type: 'user.dismissWarning' },
    { type: 'xstate.done.actor.register', output: registerAnswers.accepted },
    { type: 'xstate.done.actor.register', output: registerAnswers.refused },
    { type: 'xstate.error.actor.register', error: noAnswer },
    { type: 'xstate.error.actor.register', error: silentFailure },
    ...senderMoves(snapshot),
  ];
}

/** Field values are reduced to filled or not, and the sender's details left out: the sentence tests check them. */
const view = (snapshot: AnyMachineSnapshot) => {
  const {
    smsSender: _sender,
    captchaId: _id,
    captchaVersion: _version,
    errors,
    ...context
  } = snapshot.context as RegisterContext;
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: { ...context, errors: Object.keys(errors).sort() },
    tags: [...snapshot.tags].sort(),
  };
};

const paths = modelPaths(registerMachine, { input: registerInput, events: eventsIn, view });

/** One shortest path per combination of states and tags: every state is replayed without replaying every field combination. */
function onePathPerState(all: readonly ModelPath[]): ModelPath[] {
  const chosen = new Map<string, ModelPath>();
  for (const path of all) {
    const key = JSON.stringify([path.state.value, [...path.state.tags].sort(), (path.state.context as RegisterContext).error]);
    const current = chosen.get(key);
    if (!current || path.steps.length < current.steps.length) chosen.set(key, path);
  }
  return [...chosen.values()];
}

/** Brings the real SMS sender where the model's report says it went, answering what the sender asks first. */
function senderDrive(desk: CallDesk, send: (event: RegisterEvent) => void): SenderDrive {
  const request = () => send({ type: 'user.sendCode', errors: {} });
  return {
    'ready → sending': request,
    'captchaRequired → sending': request,
    'sending → countingDown': async () => {
      if (desk.isWaiting('getSigns')) await desk.answer('getSigns', answers.signs);
      await desk.answer('sendCode', answers.sent);
    },
    'sending → captchaRequired': async (reported) => {
      if (reported.context.error === null) {
        await desk.answer('getSigns', answers.signsWithCaptcha);
      } else {
        if (desk.isWaiting('getSigns')) await desk.answer('getSigns', answers.signs);
        await desk.answer('sendCode', answers.captchaWrong);
      }
    },
    'sending → ready': async (reported) => {
      if (reported.context.error === null) {
        if (desk.isWaiting('getSigns')) await desk.fail('getSigns', silentFailure);
        else await desk.fail('sendCode', silentFailure);
      } else if (desk.isWaiting('getSigns')) {
        await desk.answer('getSigns', answers.signsRefused);
      } else {
        await desk.answer('sendCode', { ...answers.sendRefused, message: answers.signsRefused.message });
      }
    },
    ...countdownRunsOut,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('register machine paths', () => {
  it('lists exactly the states of the machine for stories', () => {
    expect([...registerStateIds].sort()).toEqual(restingLeafIds(registerMachine));
  });

  it('reaches every state of the registration flow', () => {
    expect(visitedLeafIds(registerMachine, paths)).toEqual(restingLeafIds(registerMachine));
  });

  it('replays a shortest path to every state on the running machine, its SMS sender and calls driven for real', async () => {
    const replayed = onePathPerState(paths);
    expect(replayed.length).toBeGreaterThan(20);
    await replaySmsFlowPaths(replayed, {
      start: (desk) => createActor(registerWithDesk(desk).machine, { input: registerInput }).start(),
      view,
      codeOf,
      drive: (desk, actor) => senderDrive(desk, (event) => actor.send(event)),
    });
  });
});
