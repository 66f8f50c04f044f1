import { getShortestPaths } from '@xstate/graph';
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';

/** An event QA can send: a user's event, a call's answer (`xstate.done.actor.<id>` with its output), a timer. */
export type ModelEvent = EventObject & Record<string, unknown>;

/**
 * A machine with what stepping it by hand needs: its input and the events to offer. Calls and timers are not
 * run: their answers are events in this list, so every effect is the model's stand-in (a mock), chosen by
 * whoever steps.
 */
export interface MachineModel {
  machine: AnyStateMachine;
  input?: unknown;
  events: readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[]);
  /** Which snapshots are one state of the graph for shortest paths (default: value and context). */
  view?: (snapshot: AnyMachineSnapshot) => unknown;
}

const names = new WeakMap<ModelEvent, string>();

/** A sample event with a name for people (`签名要图形验证码`), shown instead of its payload. */
export function named<Event extends ModelEvent>(name: string, event: Event): Event {
  names.set(event, name);
  return event;
}

export interface ModelStep {
  event: ModelEvent;
  snapshot: AnyMachineSnapshot;
}

/** A call can answer only while it runs, so its answers are offered only then. */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const child = /^xstate\.(?:done|error|snapshot)\.(?:actor\.)?(.+)$/.exec(event.type)?.[1];
  return child === undefined || snapshot.children[child] !== undefined;
}

function offered(model: MachineModel, snapshot: AnyMachineSnapshot): readonly ModelEvent[] {
  const events = typeof model.events === 'function' ? model.events(snapshot) : model.events;
  return events.filter((event) => canHappen(snapshot, event));
}

/** The events of the model the machine takes in this snapshot (a transition exists and its guard lets it through). */
export function acceptedEvents(model: MachineModel, snapshot: AnyMachineSnapshot): ModelEvent[] {
  if (snapshot.status !== 'active') return [];
  return offered(model, snapshot).filter((event) => {
    try {
      return snapshot.can(event);
    } catch {
      // A guard that cannot read this sample event does not take it.
      return false;
    }
  });
}

export function startSnapshot(model: MachineModel): AnyMachineSnapshot {
  return initialTransition(model.machine, model.input)[0] as AnyMachineSnapshot;
}

/** The next snapshot, computed without running anything: actions are not executed, calls not started. */
export function step(model: MachineModel, snapshot: AnyMachineSnapshot, event: ModelEvent): AnyMachineSnapshot {
  return transition(model.machine, snapshot, event)[0] as AnyMachineSnapshot;
}

export function replay(model: MachineModel, events: readonly ModelEvent[]): ModelStep[] {
  const steps: ModelStep[] = [];
  let snapshot = startSnapshot(model);
  for (const event of events) {
    snapshot = step(model, snapshot, event);
    steps.push({ event, snapshot });
  }
  return steps;
}

/** The ids of the active state nodes, outermost first: what the graph highlights. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: { id: string }[] })._nodes;
  return nodes.map((node) => node.id);
}

/** `form.code.waiting` for a nested value, `a + b` between parallel regions. */
export function describeValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const parts = entries.map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${describeValue(child)}`,
  );
  return parts.length > 1 ? `(${parts.join(' + ')})` : (parts[0] ?? '');
}

export interface StateRoute {
  /** The state reached, as `describeValue` writes it. */
  state: string;
  status: AnyMachineSnapshot['status'];
  events: ModelEvent[];
}

/**
 * The shortest way to each distinct state value (with the machine's status) that the model's events reach,
 * from @xstate/graph's shortest paths. States that differ only in context share one line: the first shortest.
 */
export function shortestRoutes(model: MachineModel): StateRoute[] {
  const view = model.view ?? ((snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context }));
  const paths = getShortestPaths(model.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => offered(model, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(view(snapshot)),
  } as never) as { state: AnyMachineSnapshot; steps: { event: ModelEvent }[] }[];
  const byState = new Map<string, StateRoute>();
  for (const path of paths) {
    const state = describeValue(path.state.value);
    const key = `${state}|${path.state.status}`;
    const events = path.steps.map((taken) => taken.event).filter((event) => !event.type.startsWith('xstate.init'));
    const known = byState.get(key);
    if (!known || events.length < known.events.length) byState.set(key, { state, status: path.state.status, events });
  }
  return [...byState.values()].sort((a, b) => a.events.length - b.events.length || a.state.localeCompare(b.state));
}

const shorten = (text: string, length = 48) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A call as a button names it: its own id, or the state that invokes it when XState made the id up (`0.login.submitting`). */
const callName = (id: string) => /^\d+\.[^.]+\.(.+)$/.exec(id)?.[1] ?? id;

/** An event as a button says it: `getSigns done {status: 0, …}`, `after 1000`, `user.sendCode`, `smsCode reports counting`. */
export function describeEvent(event: ModelEvent): string {
  const name = names.get(event);
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const [, outcome, id = ''] = answer;
    const actor = callName(id);
    if (name) return `${actor} ${outcome}: ${name}`;
    const detail =
      outcome === 'done' ? JSON.stringify(event.output) : String((event.error as Error | undefined)?.message ?? event.error);
    return shorten(`${actor} ${outcome} ${detail ?? ''}`.trim());
  }
  const report = /^xstate\.snapshot\.(.+)$/.exec(event.type);
  if (report) {
    const reported = (event.snapshot as AnyMachineSnapshot | undefined)?.value;
    return `${callName(report[1] ?? '')} reports ${name ?? (reported === undefined ? '' : describeValue(reported))}`.trim();
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  const { type, ...payload } = event;
  if (name) return `${type}: ${name}`;
  return shorten(Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type);
}
