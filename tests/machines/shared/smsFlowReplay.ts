/**
 * Path replay for the flows that run the SMS sender as their `smsCode` child: login, registration and the
 * settings flows (bind phone, reset password). Written once so that their path tests drive the sender alike.
 *
 * On the graph (@xstate/graph) the sender is not run: the model receives its reports as snapshot events
 * (`senderReport`). On the running flow the replay brings the real sender to where a report said it went,
 * through the flow's own events and the call desk (`SenderDrive`).
 */
import { vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, StateValue } from 'xstate';
import { smsCountdownMachine, type SmsCountdownContext, type SmsCountdownStateId } from '@machines/sms';
import { answers } from '../sms/harness';
import {
  createCallDesk,
  replayPath,
  type CallDesk,
  type ModelEvent,
  type ModelPath,
  type ReplayOptions,
} from '../sms/pathReplay';

type SenderState = SmsCountdownStateId extends `smsCountdown.${infer State}` ? State : never;
type SenderReportEvent = ReturnType<typeof senderReport>;

/**
 * A report of the SMS sender in `value`, as the flow receives it from its `smsCode` child. The context is
 * the one of a fresh sender (seed `seed-sms`, counting from 60 when counting) with `context` over it.
 */
export function senderReport(
  value: SenderState,
  context: Pick<SmsCountdownContext, 'mobilePhone' | 'smsType'> & Partial<SmsCountdownContext>,
) {
  const captchaSeed = context.captchaSeed ?? 'seed-sms';
  const captchaSerial = context.captchaSerial ?? 0;
  const full: SmsCountdownContext = {
    secondsLeft: value === 'counting' ? 60 : 0,
    signs: null,
    captcha: '',
    captchaSeed,
    captchaSerial,
    captchaId: `${captchaSeed}-${captchaSerial}`,
    error: null,
    ...context,
  };
  return { type: 'xstate.snapshot.smsCode', snapshot: smsCountdownMachine.resolveState({ value, context: full }) };
}

/** The reports the sender can send from each state of the flow's code region, when every request reaches it. */
export function plainSenderReports(report: (value: SenderState) => ModelEvent): Record<string, ModelEvent[]> {
  return {
    ready: [report('requestingSigns')],
    sending: [report('counting'), report('awaitingCaptcha'), report('idle')],
    captchaRequired: [report('requestingSigns'), report('idle')],
    countingDown: [report('idle')],
  };
}

/** The state of the code region below `parent` (e.g. `active`), if the flow is in it. */
export function codeRegionIn(parent: string) {
  return (snapshot: AnyMachineSnapshot): string | undefined => {
    const value: StateValue = snapshot.value;
    if (typeof value === 'string') return undefined;
    const region = value[parent];
    if (region === undefined || typeof region === 'string') return undefined;
    const code = region.code;
    return typeof code === 'string' ? code : undefined;
  };
}

/**
 * How the replay brings the real sender from one state of the code region to the next, by move
 * (`ready → sending`); each step gets the sender's report the model received.
 */
export type SenderDrive = Record<string, (reported: SenderReportEvent['snapshot']) => Promise<unknown> | void>;

/** The countdown runs out by itself in every flow. */
export const countdownRunsOut: SenderDrive = {
  'countingDown → ready': () => vi.advanceTimersByTimeAsync(60_000),
};

/** The flow's events that reach the sender in the login and settings flows. */
type SenderRequest =
  { type: 'user.sendCode' } | { type: 'user.smsCaptchaChanged'; value: string } | { type: 'user.cancelSmsCaptcha' };

/** The drive of the login and settings flows: their requests pass straight on to the sender. */
export function plainSenderDrive(desk: CallDesk, send: (event: SenderRequest) => void): SenderDrive {
  return {
    'ready → sending': () => send({ type: 'user.sendCode' }),
    'sending → countingDown': async () => {
      await desk.answer('getSigns', answers.signs);
      await desk.answer('sendCode', answers.sent);
    },
    'sending → captchaRequired': () => desk.answer('getSigns', answers.signsWithCaptcha),
    'sending → ready': () => desk.answer('getSigns', answers.signsRefused),
    'captchaRequired → sending': () => {
      send({ type: 'user.smsCaptchaChanged', value: 'q9w8' });
      send({ type: 'user.sendCode' });
    },
    'captchaRequired → ready': () => send({ type: 'user.cancelSmsCaptcha' }),
    ...countdownRunsOut,
  };
}

/** The `stimulate` of replayPath for the sender's reports: the move the model made, made for real. */
function senderStimulus(codeOf: (snapshot: AnyMachineSnapshot) => string | undefined, drive: SenderDrive) {
  return async (event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    if (event.type !== 'xstate.snapshot.smsCode') return false;
    const move = `${codeOf(before)} → ${codeOf(after)}`;
    const step = drive[move];
    if (!step) throw new Error(`no way to move the SMS sender ${move}`);
    await step((event as ModelEvent & SenderReportEvent).snapshot);
    await vi.advanceTimersByTimeAsync(0);
    return true;
  };
}

/**
 * Replays each path on a fresh run of the flow (`start`, given its own call desk), the SMS sender and the
 * calls driven for real; after every step the running flow must be where the graph said.
 */
export async function replaySmsFlowPaths<TActor extends AnyActorRef>(
  paths: readonly ModelPath[],
  options: {
    start: (desk: CallDesk) => TActor;
    view: ReplayOptions['view'];
    codeOf: (snapshot: AnyMachineSnapshot) => string | undefined;
    drive: (desk: CallDesk, actor: TActor) => SenderDrive;
    /** What to check once a path has been replayed, before its run is stopped. */
    ended?: (path: ModelPath) => void;
  },
): Promise<void> {
  for (const path of paths) {
    const desk = createCallDesk();
    const actor = options.start(desk);
    const stimulate = senderStimulus(options.codeOf, options.drive(desk, actor));
    await replayPath(actor, desk, path, { view: options.view, stimulate });
    options.ended?.(path);
    actor.stop();
  }
}
