/**
 * The `code` region of a flow that sends an SMS code from a form, built once for all of them.
 *
 * Why it exists: login's SMS check, bind phone and reset password each ran the SMS sender (smsCountdown,
 * invoked as `smsCode`) the same way, and wrote the same fifty lines for it. Built here, their state ids,
 * tags and events cannot drift apart. Registration answers the sender's captcha itself, so it uses only some
 * pieces (`reflectSmsSender`, `showSmsSender`).
 *
 * The region, a state of a parallel state:
 * - reflects the sender's snapshot as ready, sending (tag sendingCode), captchaRequired (tag
 *   smsCaptchaRequired) or countingDown (tag countingDown), each report shown with the showSmsSender action;
 * - passes user.sendCode, user.smsCaptchaChanged, user.refreshSmsCaptcha and user.cancelSmsCaptcha on to
 *   the sender as its own events.
 *
 * The flow's setup names what the region refers to, and its createMachine checks them: the actor
 * `smsCountdown`, the actions showSmsSender({ snapshot }) and forwardToSmsSender({ event }) (a sendTo the
 * `smsCode` child), and the guard smsSenderIs({ snapshot, tag }) (`smsSenderIs` below).
 */
import type { SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from './smsCountdownMachine';
import type { SmsCountdownEvent, SmsCountdownInput, SmsCountdownTag, SmsSenderView } from './types';

export type SmsSenderSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

export const emptySmsSender: SmsSenderView = { secondsLeft: 0, captcha: '', captchaId: '', error: null };

export function smsSenderView(snapshot: SmsSenderSnapshot): SmsSenderView {
  const { secondsLeft, captcha, captchaId, error } = snapshot.context;
  return { secondsLeft, captcha, captchaId, error };
}

/** The smsSenderIs guard: the sender's report carries the tag. */
export function smsSenderIs(_: unknown, params: { snapshot: SmsSenderSnapshot; tag: SmsCountdownTag }): boolean {
  return params.snapshot.hasTag(params.tag);
}

interface SenderReport {
  event: { snapshot: SmsSenderSnapshot };
}

/** The flow's context as the region reads it: the phone the code goes to, and the seed of captcha ids. */
interface SmsCodeHost {
  context: { phone: string; captchaSeed: string };
}

/** Shows the reported sender in the flow's context. */
export const showSmsSender = {
  type: 'showSmsSender',
  params: ({ event }: SenderReport) => ({ snapshot: event.snapshot }),
} as const;

/** The onSnapshot branch that takes the region to `target` while the sender's report carries `tag`. */
export function reflectSmsSender<const TTarget extends string>(tag: SmsCountdownTag, target: TTarget) {
  return {
    guard: { type: 'smsSenderIs', params: ({ event }: SenderReport) => ({ snapshot: event.snapshot, tag }) },
    target,
    actions: showSmsSender,
  } as const;
}

/** The region's states; the sender's idle is `ready`. */
const smsCodeStates = {
  ready: {},
  sending: { tags: ['sendingCode'] },
  captchaRequired: { tags: ['smsCaptchaRequired'] },
  countingDown: { tags: ['countingDown'] },
} as const;

function forward(event: SmsCountdownEvent) {
  return { actions: { type: 'forwardToSmsSender', params: { event } } } as const;
}

/** user.sendCode passed on as it is: the sender knows the phone from its input. */
export const forwardSendCode = forward({ type: 'user.sendCode' });

/** user.sendCode passed on with the phone the user typed (context.phone), once the flow's `guard` allows it. */
export function forwardSendCodeWithPhone<const TGuard extends string>(guard: TGuard) {
  return {
    guard,
    actions: {
      type: 'forwardToSmsSender',
      params: ({ context }: SmsCodeHost): { event: SmsCountdownEvent } => ({
        event: { type: 'user.sendCode', mobilePhone: context.phone },
      }),
    },
  } as const;
}

/** The `code` region described at the top of this file, for a flow's parallel state. */
export function smsCodeRegion<const TSendCode extends object>(options: {
  /** Input of the invoked sender: the smsType, a captcha seed of its own and, when known, the phone. */
  input: (args: SmsCodeHost) => SmsCountdownInput;
  /** How user.sendCode reaches the sender: `forwardSendCode` or `forwardSendCodeWithPhone(guard)`. */
  sendCode: TSendCode;
}) {
  return {
    initial: 'ready',
    invoke: {
      id: 'smsCode',
      src: 'smsCountdown',
      input: options.input,
      onSnapshot: [
        reflectSmsSender('counting', '.countingDown'),
        reflectSmsSender('sending', '.sending'),
        reflectSmsSender('captchaRequired', '.captchaRequired'),
        { target: '.ready', actions: showSmsSender },
      ],
    },
    on: {
      'user.sendCode': options.sendCode,
      'user.smsCaptchaChanged': {
        actions: {
          type: 'forwardToSmsSender',
          params: ({ event }: { event: { value: string } }): { event: SmsCountdownEvent } => ({
            event: { type: 'user.captchaChanged', value: event.value },
          }),
        },
      },
      'user.refreshSmsCaptcha': forward({ type: 'user.refreshCaptcha' }),
      'user.cancelSmsCaptcha': forward({ type: 'user.cancelCaptcha' }),
    },
    states: smsCodeStates,
  } as const;
}
