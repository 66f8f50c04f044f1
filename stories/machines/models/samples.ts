import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import type { AppUser } from '@machines/app';
import { smsCountdownMachine, type SmsCountdownContext, type SmsCountdownStateId } from '@machines/sms';
import { named, type ModelEvent } from '../graph/machineModel';

/**
 * Sample answers and reports shared by the machines' models. Rejections carry an own field: the graph tells
 * events apart by their JSON, and an Error alone writes as `{}`.
 */
export const noAnswer = Object.assign(new Error('请求超时'), { cause: 'timeout' });
/** A rejection without a message of its own: the forms say a general failure. */
export const silentFailure = { cause: 'aborted' };

export const student: AppUser = { rsNo: 'RS2001', name: '王同学', phone: '13812345678', isSetClass: 2, isClassUpgrade: 2 };

/** The call failing: unanswered (timed out) or aborted without a message. */
export function callFailures(actor: string): ModelEvent[] {
  return [
    named('请求超时', { type: `xstate.error.actor.${actor}`, error: noAnswer }),
    named('aborted, no message', { type: `xstate.error.actor.${actor}`, error: silentFailure }),
  ];
}

/** A file labelled by an own field, so that two files read apart on the graph (a File alone writes as `{}`). */
export function labelledFile(label: string, parts: BlobPart[], name: string, type: string): File {
  return Object.assign(new File(parts, name, { type }), { label });
}

type SenderState = SmsCountdownStateId extends `smsCountdown.${infer State}` ? State : never;

/**
 * The SMS sender (the `smsCode` child of login, registration and the settings flows) reporting that it is in
 * `value`: a fresh sender's context (counting from 60 when counting) with `context` over it. The flow only
 * reflects the report; the sender's own steps are in its own model.
 */
export function senderReport(
  value: SenderState,
  context: Pick<SmsCountdownContext, 'mobilePhone' | 'smsType'> & Partial<SmsCountdownContext>,
  name: string = value,
): ModelEvent {
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
  return named(name, { type: 'xstate.snapshot.smsCode', snapshot: smsCountdownMachine.resolveState({ value, context: full }) });
}

/** The reports the sender can send from each state of a flow's code region, when every request reaches it. */
export function senderReports(report: (value: SenderState) => ModelEvent): Record<string, ModelEvent[]> {
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

/** The view of a snapshot for the graph: its value, status, tags and context without the fields named. */
export function viewWithout(...leftOut: string[]) {
  return (snapshot: AnyMachineSnapshot) => {
    const context = { ...(snapshot.context as Record<string, unknown>) };
    for (const field of leftOut) delete context[field];
    return { value: snapshot.value, status: snapshot.status, context, tags: [...snapshot.tags].sort() };
  };
}

/** The id of the call the state `stateId` invokes: its own, or the one XState makes up when it has none. */
export function invokeIdIn(machine: AnyStateMachine, stateId: string): string {
  const invoke = machine.getStateNodeById(stateId).invoke;
  if (invoke.length !== 1 || !invoke[0]) throw new Error(`${stateId} does not invoke exactly one call`);
  return invoke[0].id;
}
