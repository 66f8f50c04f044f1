import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getSimplePaths, type StatePath } from 'xstate/graph';
import { PAYMENT_MAX_WAIT_MS, PAYMENT_POLL_MS, paymentStatusMachine, type PayStatusAnswer } from '@machines/payment';
import { createCallDesk, leafIds } from '../sms/pathReplay';

/**
 * Every simple path from the start of a wait to each of its ends (paid, closed, failed, timed out), then
 * from a failed or timed-out wait through a new attempt to paid or closed. Each path is replayed on the
 * running machine: polls answered by the test, the 2-second poll interval and the ten-minute limit on a
 * fake clock. Per path the test checks the state after every step, how many polls were issued, and that
 * nothing is left scheduled or asked once the wait has ended.
 */

const unpaid: PayStatusAnswer = {
  status: 'unpaid',
  paid: false,
  paidAt: null,
  closesAt: '2026-11-25T10:30:00.000Z',
  attempt: 'pending',
  amount: 299,
};
const answers = {
  unpaid,
  paid: { ...unpaid, status: 'paid', paid: true, paidAt: '2026-11-25T10:05:00.000Z', closesAt: null, attempt: 'none' },
  closed: { ...unpaid, status: 'cancelled', closesAt: null, attempt: 'none' },
  refunded: { ...unpaid, status: 'refunded', paid: false, closesAt: null, attempt: 'none' },
  attemptFailed: { ...unpaid, attempt: 'failed' },
  attemptCancelled: { ...unpaid, attempt: 'cancelled' },
} satisfies Record<string, PayStatusAnswer>;
const noAnswer = new Error('网络连接失败');
/** What the app's client throws when the server answers status 4: the session ended. */
const sessionEnded = Object.assign(new Error('登录已失效，请重新登录'), { status: 4 });

type ModelEvent = EventObject & Record<string, unknown>;
type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

const POLL = 'xstate.after.pollInterval.payment.waiting.idle';
const MAX_WAIT = 'xstate.after.maxWait.payment.waiting';

const events: ModelEvent[] = [
  { type: 'visibility.hidden' },
  { type: 'visibility.visible' },
  { type: 'payment.started' },
  { type: 'user.check' },
  ...Object.values(answers).map((output) => ({ type: 'xstate.done.actor.checkStatus', output })),
  { type: 'xstate.error.actor.checkStatus', error: noAnswer },
  { type: 'xstate.error.actor.checkStatus', error: sessionEnded },
  { type: 'session.restored' },
  { type: POLL },
  { type: MAX_WAIT },
];

/** A poll can only answer while one is running. */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent) {
  return !event.type.startsWith('xstate.done.actor') && !event.type.startsWith('xstate.error.actor')
    ? true
    : snapshot.children.checkStatus !== undefined;
}

/**
 * One node of the graph per state and what the page reads from the context: whether the last check went
 * unanswered ("retrying") and why an attempt failed. The answers themselves differ in dates only and would
 * make every poll a new node.
 */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    missed: snapshot.context.failedChecks > 0,
    failure: snapshot.context.failure,
  });

const isEnd = (snapshot: AnyMachineSnapshot) =>
  snapshot.status === 'done' || snapshot.matches('failed') || snapshot.matches('timedOut') || snapshot.matches('signedOut');

const traversal = {
  events: (snapshot: AnyMachineSnapshot) => events.filter((event) => canHappen(snapshot, event)),
  serializeState,
};

const firstAttempts = getSimplePaths(paymentStatusMachine, {
  ...traversal,
  toState: isEnd,
} as never) as unknown as ModelPath[];

/**
 * From each failed or timed-out end (reached by its shortest first attempt), every simple path through a
 * new attempt (or "check again") to paid or closed.
 */
const shortestToEachRetryableEnd = [
  ...new Map(
    [...firstAttempts]
      .filter((path) => path.state.status !== 'done')
      .sort((a, b) => b.steps.length - a.steps.length)
      .map((path) => [serializeState(path.state), path] as const),
  ).values(),
];
const retries: ModelPath[] = shortestToEachRetryableEnd.flatMap((first) =>
  (
    getSimplePaths(paymentStatusMachine, {
      ...traversal,
      fromState: first.state,
      toState: (snapshot: AnyMachineSnapshot) => snapshot.status === 'done',
    } as never) as unknown as ModelPath[]
  ).map((second) => ({ ...second, steps: [...first.steps, ...second.steps.slice(1)], weight: first.weight + second.weight })),
);

const paths = [...firstAttempts, ...retries];

const leaf = (snapshot: AnyMachineSnapshot) => leafIds(snapshot.value, 'payment').join(',');
const answerName = (output: unknown) => Object.entries(answers).find(([, answer]) => answer === output)?.[0] ?? '?';
function eventName(event: ModelEvent) {
  if (event.type === 'xstate.done.actor.checkStatus') return `answer ${answerName(event.output)}`;
  if (event.type === 'xstate.error.actor.checkStatus') return event.error === sessionEnded ? 'session ended' : 'no answer';
  if (event.type === POLL) return 'poll interval';
  if (event.type === MAX_WAIT) return 'max wait';
  return event.type;
}

/**
 * Every transition of the flow, written from the machine's header comment, not read from the machine.
 * A new attempt while a poll runs restarts the wait in the same node of the graph, so no simple path
 * holds it; the sentence tests cover it.
 */
const expectedTransitions = [
  'payment.waiting.checking --answer paid--> payment.paid',
  'payment.waiting.checking --answer closed--> payment.closed',
  'payment.waiting.checking --answer refunded--> payment.closed',
  'payment.waiting.checking --answer attemptFailed--> payment.failed',
  'payment.waiting.checking --answer attemptCancelled--> payment.failed',
  'payment.waiting.checking --answer unpaid--> payment.waiting.idle',
  'payment.waiting.checking --no answer--> payment.waiting.idle',
  'payment.waiting.checking --session ended--> payment.signedOut',
  'payment.signedOut --session.restored--> payment.waiting.checking',
  'payment.waiting.checking --visibility.hidden--> payment.waiting.paused',
  'payment.waiting.checking --max wait--> payment.timedOut',
  'payment.waiting.idle --poll interval--> payment.waiting.checking',
  'payment.waiting.idle --visibility.hidden--> payment.waiting.paused',
  'payment.waiting.idle --payment.started--> payment.waiting.checking',
  'payment.waiting.idle --max wait--> payment.timedOut',
  'payment.waiting.paused --visibility.visible--> payment.waiting.checking',
  'payment.waiting.paused --payment.started--> payment.waiting.checking',
  'payment.waiting.paused --max wait--> payment.timedOut',
  'payment.failed --payment.started--> payment.waiting.checking',
  'payment.timedOut --user.check--> payment.waiting.checking',
  'payment.timedOut --payment.started--> payment.waiting.checking',
].sort();

function transitionsOf(path: ModelPath): string[] {
  return path.steps
    .slice(1)
    .map((step, index) => `${leaf(path.steps[index]!.state)} --${eventName(step.event)}--> ${leaf(step.state)}`);
}

/** Polls a path issues: the first on entering the wait, then one each time checking is entered or re-entered. */
function expectedPolls(path: ModelPath): number {
  return path.steps.filter((step, index) => {
    if (!step.state.matches({ waiting: 'checking' })) return false;
    if (index === 0) return true;
    const before = path.steps[index - 1]!.state;
    return !before.matches({ waiting: 'checking' }) || step.event.type === 'payment.started';
  }).length;
}

/** Entering the wait (again) starts the ten-minute limit. */
function startsWait(before: AnyMachineSnapshot | undefined, step: ModelPath['steps'][number]) {
  return !before || !before.matches('waiting') || step.event.type === 'payment.started';
}

async function replay(path: ModelPath) {
  const desk = createCallDesk();
  const maxWaitMs = PAYMENT_MAX_WAIT_MS;
  const actor = createActor(
    paymentStatusMachine.provide({ actors: { checkStatus: desk.actor<PayStatusAnswer, void>('checkStatus') } }),
    { input: {} },
  ).start();
  await vi.advanceTimersByTimeAsync(0);
  let waitingSince = Date.now();
  const story = transitionsOf(path).join(' · ') || 'start';

  for (let index = 1; index < path.steps.length; index += 1) {
    const step = path.steps[index]!;
    const { event } = step;
    // Idle lasts one poll interval: for the limit to run out there, the answer before it came late.
    if (path.steps[index + 1]?.event.type === MAX_WAIT && step.state.matches({ waiting: 'idle' })) {
      await vi.advanceTimersByTimeAsync(waitingSince + maxWaitMs - PAYMENT_POLL_MS / 2 - Date.now());
    }
    if (event.type === 'xstate.done.actor.checkStatus') await desk.answer('checkStatus', event.output);
    else if (event.type === 'xstate.error.actor.checkStatus') await desk.fail('checkStatus', event.error);
    else if (event.type === POLL) await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    else if (event.type === MAX_WAIT) await vi.advanceTimersByTimeAsync(waitingSince + maxWaitMs - Date.now());
    else {
      actor.send(event as never);
      await vi.advanceTimersByTimeAsync(0);
    }
    if (startsWait(path.steps[index - 1]!.state, step) && step.state.matches('waiting')) waitingSince = Date.now();
    expect(serializeState(actor.getSnapshot()), `after ${eventName(event)} in ${story}`).toBe(serializeState(step.state));
  }

  const end = actor.getSnapshot();
  expect([...end.tags].sort(), story).toEqual([...path.state.tags].sort());
  expect(desk.calls.length, `polls issued in ${story}`).toBe(expectedPolls(path));
  // Ended: no poll or limit is left scheduled, nothing is asked however long the page stays open.
  expect(end.children.checkStatus, story).toBeUndefined();
  expect(vi.getTimerCount(), `timers left in ${story}`).toBe(0);
  await vi.advanceTimersByTimeAsync(30 * 60_000);
  expect(desk.calls.length, story).toBe(expectedPolls(path));
  expect(serializeState(actor.getSnapshot()), story).toBe(serializeState(end));
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment status machine paths', () => {
  it('ends every first attempt in paid, closed, failed, timed out or signed out, and every retry in paid or closed', () => {
    const ends = (list: ModelPath[]) => [...new Set(list.map((path) => leaf(path.state)))].sort();
    expect(ends(firstAttempts)).toEqual([
      'payment.closed',
      'payment.failed',
      'payment.paid',
      'payment.signedOut',
      'payment.timedOut',
    ]);
    expect(ends(retries)).toEqual(['payment.closed', 'payment.paid']);
  });

  it('goes through every transition of the flow and no other', () => {
    const seen = [...new Set(paths.flatMap(transitionsOf))].sort();
    expect(seen).toEqual(expectedTransitions);
  });

  it('reaches paid from the first poll, from the next poll 2 s later, and from the poll made when the tab comes back', () => {
    const toPaid = paths
      .filter((path) => path.state.matches('paid'))
      .map((path) => transitionsOf(path).map((t) => t.split('--')[1]));
    expect(toPaid).toContainEqual(['answer paid']);
    expect(toPaid).toContainEqual(['no answer', 'poll interval', 'answer paid']);
    expect(toPaid).toContainEqual(['no answer', 'visibility.hidden', 'visibility.visible', 'answer paid']);
  });

  it('replays every path on the running machine: same states, the polls it should issue, no timer left at the end', async () => {
    expect(firstAttempts.length).toBeGreaterThan(40);
    expect(retries.length).toBeGreaterThan(150);
    for (const path of paths) await replay(path);
  }, 60_000);
});
