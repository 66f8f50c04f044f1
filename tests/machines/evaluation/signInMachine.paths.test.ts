import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { signInMachine, type SignInAnswer, type SignInContext, type SignInInput } from '@machines/evaluation';
import {
  callDone,
  callError,
  pathsByStart,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  type ModelPath,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const SUBMITTING = 'evaluationSignIn.submitting';
const VERIFYING = 'evaluationSignIn.verifying';
const SAVING = 'evaluationSignIn.savingProfile';

const answers = {
  session: { token: 'e'.repeat(30), needsProfile: false },
  firstTime: { token: 'f'.repeat(30), needsProfile: true },
  smsStep: { smsStep: true, phone: '13700137000' },
} satisfies Record<string, SignInAnswer>;
const refused = new Error('账号或密码错误');
/** A rejection without a message of its own: the form says a general failure. */
const silentFailure = { cause: 'aborted' };

/** The three sign-in pages, and the profile page of a family signed in already. */
const starts: Record<string, SignInInput> = {
  'the password page': { method: 'password' },
  'the SMS page': { method: 'sms' },
  'the official-account code page': { method: 'wechat' },
  'the profile page': { method: 'sms', profileOnly: true },
};

const events: ModelEvent[] = [
  { type: 'user.phoneChanged', value: '137-0013-7000' },
  { type: 'user.passwordChanged', value: 'Demo@2026' },
  { type: 'user.captchaChanged', value: 'ab12' },
  { type: 'user.codeChanged', value: '123456' },
  { type: 'user.agreementChanged', agreed: false },
  { type: 'user.agreementChanged', agreed: true },
  { type: 'user.refreshCaptcha' },
  { type: 'user.submit' },
  { type: 'user.backToPassword' },
  { type: 'user.profileChanged', changes: { name: '小明' } },
  { type: 'user.profileChanged', changes: { grade: '初二' } },
  { type: 'user.submitProfile' },
  callDone(signInMachine, SUBMITTING, answers.session),
  callDone(signInMachine, SUBMITTING, answers.firstTime),
  callError(signInMachine, SUBMITTING, refused),
  callError(signInMachine, SUBMITTING, silentFailure),
  callDone(signInMachine, VERIFYING, answers.session),
  callDone(signInMachine, VERIFYING, answers.firstTime),
  callError(signInMachine, VERIFYING, new Error('验证码错误')),
  callDone(signInMachine, SAVING, undefined),
  callError(signInMachine, SAVING, new Error('保存失败，请稍后再试')),
];

/** The server asks for the SMS step only after a right password. */
const smsStepAnswer = callDone(signInMachine, SUBMITTING, answers.smsStep);
const eventsIn = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as SignInContext).method === 'password' ? [...events, smsStepAnswer] : events;

/** New captcha pictures only renumber the one on screen; the sentence tests count them. */
const view = snapshotView('captchaSerial');

const byStart = pathsByStart(signInMachine, starts, { events: eventsIn, view });

/** The tokens handed over along a path: one each time a sign-in call opened a session. */
function tokensHandedOver(path: ModelPath): Array<[{ token: string }]> {
  return path.steps.flatMap(({ event, state }) =>
    /^xstate\.done\.actor\..*\.(submitting|verifying)$/.test(event.type) &&
    (state.matches('profile') || state.matches('signedIn'))
      ? [[{ token: (event.output as { token: string }).token }] as [{ token: string }]]
      : [],
  );
}

useFakeClock();

describe('evaluation sign-in machine paths', () => {
  it('reaches every state of the evaluation sign-in from its four pages', () => {
    const visited = byStart.flatMap(([, , paths]) => visitedLeafIds(signInMachine, paths));
    expect([...new Set(visited)].sort()).toEqual(restingLeafIds(signInMachine));
  });

  it('drops the password and captcha whenever the SMS step is on screen', () => {
    const inStep = byStart.flatMap(([, , paths]) => paths.filter((path) => path.state.hasTag('smsStep')));
    expect(inStep.length).toBeGreaterThan(0);
    for (const path of inStep) {
      expect(path.state.context).toMatchObject({ method: 'sms', phone: answers.smsStep.phone, password: '', captcha: '' });
    }
  });

  it.each(byStart)(
    'replays every shortest path from %s, the token handed over as soon as a session exists',
    async (_name, input, paths) => {
      expect(paths.length).toBeGreaterThan(3);
      await replayPaths(
        paths,
        (desk) => {
          const notifySignedIn = vi.fn();
          const machine = withDeskCalls(signInMachine, desk, ['signIn', 'saveProfile']).provide({
            actions: { notifySignedIn: (_, params) => notifySignedIn(params) },
          });
          return {
            actor: createActor(machine, { input }).start(),
            ended: (path) => expect(notifySignedIn.mock.calls).toEqual(tokensHandedOver(path)),
          };
        },
        { view },
      );
    },
  );
});
