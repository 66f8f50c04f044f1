import { getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import {
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';

/** An event of the model: user events, call answers (`xstate.done.actor.*`), timers (`xstate.after.*`). */
export type ModelEvent = EventObject & Record<string, unknown>;
export type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

/** A call can answer, and a child report, only while it runs: other such events cannot reach the machine. */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const child = /^xstate\.(?:done|error|snapshot)\.(?:actor\.)?(.+)$/.exec(event.type)?.[1];
  return child === undefined || snapshot.children[child] !== undefined;
}

/**
 * Shortest paths to every state of `machine` reachable with `events`; two snapshots with the same `view`
 * are one state of the graph.
 */
export function modelPaths(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    /** The events to try in each state; a function when what may happen depends on the state. */
    events: readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[]);
    view: (snapshot: AnyMachineSnapshot) => unknown;
  },
): ModelPath[] {
  const { events } = options;
  return getShortestPaths(machine, {
    input: options.input,
    events: (snapshot: AnyMachineSnapshot) =>
      (typeof events === 'function' ? events(snapshot) : events).filter((event) => canHappen(snapshot, event)),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(options.view(snapshot)),
  }) as ModelPath[];
}

/**
 * What a path test compares of a snapshot: its value, status, tags and context, without the context
 * fields named (numbers that only grow, such as captcha serials, would make every step a new state).
 */
export function snapshotView(...leftOut: string[]) {
  return (snapshot: AnyMachineSnapshot) => {
    const context = { ...(snapshot.context as Record<string, unknown>) };
    for (const field of leftOut) delete context[field];
    return { value: snapshot.value, status: snapshot.status, context, tags: [...snapshot.tags].sort() };
  };
}

/** The shortest paths from each named input, as rows of `it.each`: name, input, paths. */
export function pathsByStart<TInput>(
  machine: AnyStateMachine,
  starts: Record<string, TInput>,
  options: Omit<Parameters<typeof modelPaths>[1], 'input'>,
): Array<readonly [string, TInput, ModelPath[]]> {
  return Object.entries(starts).map(([name, input]) => [name, input, modelPaths(machine, { ...options, input })] as const);
}

/** Fake timers in every test of the file, so delays and countdowns run only when a path says so. */
export function useFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors whose answers the test gives: each call waits until a path step resolves or rejects it.
 * Invoke ids equal the actor names, so `xstate.done.actor.<name>` in a path names the call to settle.
 */
export function createCallDesk() {
  const pending = new Map<string, Pending>();
  const calls: Array<{ name: string; input: unknown }> = [];

  function actor<Output, Input>(name: string) {
    return fromPromise<Output, Input>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) => {
          calls.push({ name, input });
          pending.set(name, { input, resolve: resolve as (output: unknown) => void, reject });
        }),
    );
  }

  function take(name: string): Pending {
    const call = pending.get(name);
    if (!call) throw new Error(`no call to ${name} is waiting for an answer`);
    pending.delete(name);
    return call;
  }

  return {
    actor,
    calls,
    isWaiting: (name: string) => pending.has(name),
    inputOf: (name: string) => pending.get(name)?.input,
    async answer(name: string, output: unknown) {
      take(name).resolve(output);
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(name: string, error: unknown) {
      take(name).reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

export type CallDesk = ReturnType<typeof createCallDesk>;

/** `machine` with each named call given to the desk under its own name. */
export function withDeskCalls<TMachine extends AnyStateMachine>(
  machine: TMachine,
  desk: CallDesk,
  names: readonly string[],
): TMachine {
  const actors = Object.fromEntries(names.map((name) => [name, desk.actor(name)]));
  return machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine;
}

/** The id of the call the state `stateId` invokes: its own, or the one XState makes up when it has none. */
function invokeIdIn(machine: AnyStateMachine, stateId: string): string {
  const invoke = machine.getStateNodeById(stateId).invoke;
  if (invoke.length !== 1 || !invoke[0]) throw new Error(`${stateId} does not invoke exactly one call`);
  return invoke[0].id;
}

/** The model event of the call in `stateId` answering with `output`. */
export function callDone(machine: AnyStateMachine, stateId: string, output: unknown): ModelEvent {
  return { type: `xstate.done.actor.${invokeIdIn(machine, stateId)}`, output };
}

/** The model event of the call in `stateId` rejecting with `error`. */
export function callError(machine: AnyStateMachine, stateId: string, error: unknown): ModelEvent {
  return { type: `xstate.error.actor.${invokeIdIn(machine, stateId)}`, error };
}

/** The desk's name of the call running as child `id`: the id itself, or the actor's name when XState made the id up. */
function deskNameOf(actor: AnyActorRef, desk: CallDesk, id: string): string {
  if (desk.isWaiting(id)) return id;
  const src: unknown = actor.getSnapshot().children[id]?.src;
  return typeof src === 'string' ? src : id;
}

/** Leaf state ids of a snapshot value, e.g. `login.smsCheck.code.ready`. */
export function leafIds(value: StateValue, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child ? leafIds(child, `${prefix}.${key}`) : [`${prefix}.${key}`]));
}

/** Every leaf state a user can rest in: atomic or final, and not always left at once by an unguarded eventless transition. */
export function restingLeafIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !(node.always ?? []).some((transition) => transition.guard === undefined))
    .map((node) => node.id)
    .sort();
}

/** How many times a path enters a state matching `value` (a step into it from elsewhere, or its start). */
export function timesEntered(path: ModelPath, value: StateValue): number {
  return path.steps.filter((step, index) => step.state.matches(value) && !path.steps[index - 1]?.state.matches(value)).length;
}

export function visitedLeafIds(machine: AnyStateMachine, paths: readonly ModelPath[]): string[] {
  return [...new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafIds(step.state.value, machine.id))))].sort();
}

export interface ReplayOptions {
  /** Named delays of the machine in ms; numeric delays are read from the event type. */
  delays?: Record<string, number>;
  /** What the test compares between the model state and the real one, besides the state value. */
  view: (snapshot: AnyMachineSnapshot) => unknown;
  /** Stimulus for model events that are not user events, calls or timers (e.g. a child's snapshot). */
  stimulate?: (event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => Promise<boolean>;
}

/**
 * Drives a running actor along a path found on the machine's graph: user events are sent, call answers
 * settle the waiting stand-in call, delayed transitions advance the fake clock. After every step the real
 * actor must be where the graph said it would be.
 */
export async function replayPath(actor: AnyActorRef, desk: CallDesk, path: ModelPath, options: ReplayOptions): Promise<void> {
  const first = path.steps[0];
  if (first) expect(options.view(actor.getSnapshot())).toEqual(options.view(first.state));
  for (let index = 1; index < path.steps.length; index += 1) {
    const step = path.steps[index];
    const previous = path.steps[index - 1];
    if (!step || !previous) continue;
    const { event } = step;
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (done?.[1]) {
      await desk.answer(deskNameOf(actor, desk, done[1]), event.output);
    } else if (error?.[1]) {
      await desk.fail(deskNameOf(actor, desk, error[1]), event.error);
    } else if (after?.[1]) {
      const delay = options.delays?.[after[1]] ?? Number(after[1]);
      await vi.advanceTimersByTimeAsync(delay);
    } else if (!(await options.stimulate?.(event, previous.state, step.state))) {
      actor.send(event);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(options.view(actor.getSnapshot()), `after ${event.type} on the way to ${JSON.stringify(path.state.value)}`).toEqual(
      options.view(step.state),
    );
  }
}

/** A run of the machine for one path, and what to check once the path has been replayed. */
export interface PathRun {
  actor: AnyActorRef;
  ended?: (path: ModelPath) => void;
}

/** Replays each path on a fresh run (`start`, given its own call desk), then stops it. */
export async function replayPaths(
  paths: readonly ModelPath[],
  start: (desk: CallDesk) => PathRun,
  options: ReplayOptions,
): Promise<void> {
  for (const path of paths) {
    const desk = createCallDesk();
    const { actor, ended } = start(desk);
    await replayPath(actor, desk, path, options);
    ended?.(path);
    actor.stop();
  }
}
