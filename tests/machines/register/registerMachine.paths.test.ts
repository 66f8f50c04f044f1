import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { validateRegistration, validateSmsRequest } from '@/components/RegisterForm';
import { registerMachine, registerStateIds, type RegisterContext, type RegisterEvent } from '@machines/register';
import { smsCountdownMachine, type SmsCountdownContext } from '@machines/sms';
import { answers } from '../sms/harness';
import {
  createCallDesk,
  modelPaths,
  replayPath,
  restingLeafIds,
  visitedLeafIds,
  type CallDesk,
  type ModelEvent,
  type ModelPath,
} from '../sms/pathReplay';
import { newPhone, registerAnswers, registerInput, registerWithDesk } from './harness';

type SenderValue = 'idle' | 'requestingSigns' | 'awaitingCaptcha' | 'sendingCode' | 'counting';

/**
 * A report of the SMS sender as its machine would send it next, numbered on from the last one the flow saw
 * (the sender renumbers its captcha when it asks for one); error texts are those of the answers the replay gives.
 */
function smsSnapshot(last: RegisterContext['smsSender'], value: SenderValue, details: Partial<SmsCountdownContext> = {}) {
  const captchaSerial = value === 'awaitingCaptcha' ? last.captchaSerial + 1 : last.captchaSerial;
  const context: SmsCountdownContext = {
    mobilePhone: newPhone,
    smsType: 1,
    secondsLeft: value === 'counting' ? 60 : 0,
    signs: null,
    captcha: '',
    captchaSeed: last.captchaSeed,
    captchaSerial,
    captchaId: `${last.captchaSeed}-${captchaSerial}`,
    error: null,
    ...details,
  };
  return { type: 'xstate.snapshot.smsCode', snapshot: smsCountdownMachine.resolveState({ value, context }) };
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

const codeOf = (snapshot: AnyMachineSnapshot): string | undefined =>
  typeof snapshot.value === 'object' ? (snapshot.value as { active?: { code?: string } }).active?.code : undefined;

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

/** Brings the real SMS sender to where the model's snapshot event says it went. */
function senderStimulus(desk: CallDesk, send: (event: RegisterEvent) => void) {
  return async (event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    if (event.type !== 'xstate.snapshot.smsCode') return false;
    const reported = (event as ModelEvent & ReturnType<typeof smsSnapshot>).snapshot;
    const move = `${codeOf(before)} → ${codeOf(after)}`;
    switch (move) {
      case 'ready → sending':
      case 'captchaRequired → sending':
        send({ type: 'user.sendCode', errors: {} });
        break;
      case 'sending → countingDown':
        if (desk.isWaiting('getSigns')) await desk.answer('getSigns', answers.signs);
        await desk.answer('sendCode', answers.sent);
        break;
      case 'sending → captchaRequired':
        if (reported.context.error === null) {
          await desk.answer('getSigns', answers.signsWithCaptcha);
        } else {
          if (desk.isWaiting('getSigns')) await desk.answer('getSigns', answers.signs);
          await desk.answer('sendCode', answers.captchaWrong);
        }
        break;
      case 'sending → ready':
        if (reported.context.error === null) {
          if (desk.isWaiting('getSigns')) await desk.fail('getSigns', silentFailure);
          else await desk.fail('sendCode', silentFailure);
        } else if (desk.isWaiting('getSigns')) {
          await desk.answer('getSigns', answers.signsRefused);
        } else {
          await desk.answer('sendCode', { ...answers.sendRefused, message: answers.signsRefused.message });
        }
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
    for (const path of replayed) {
      const desk = createCallDesk();
      const actor = createActor(registerWithDesk(desk).machine, { input: registerInput }).start();
      await replayPath(actor, desk, path, { view, stimulate: senderStimulus(desk, (event) => actor.send(event)) });
      actor.stop();
    }
  });
});
