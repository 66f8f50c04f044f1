import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

export interface TransitionInfo {
  /** Event as read by people: `always`, `after 500ms`, `load done`, `load error`, or the event type. */
  event: string;
  /** Ids of the target states; empty when the transition stays where it is. */
  targets: string[];
  guard?: string;
  actions: string[];
}

export interface StateInfo {
  id: string;
  key: string;
  type: AnyStateNode['type'];
  /** Key of the initial child of a compound state. */
  initial?: string;
  tags: string[];
  /** Left at once through an eventless transition. */
  transient: boolean;
  transitions: TransitionInfo[];
  children: StateInfo[];
}

function describeEvent(eventType: string, actorNames: Map<string, string>): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1] ?? '') ? 'ms' : ''}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actorNames.get(actor[2] ?? '') ?? actor[2]} ${actor[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

type Check = (...args: never[]) => unknown;
/** Combinators are recognised by their check function: names do not survive minification. */
const combinatorChecks = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as unknown as { check: Check }).check, 'and'],
  [(or([]) as unknown as { check: Check }).check, 'or'],
  [(not('') as unknown as { check: Check }).check, 'not'],
]);

function describeGuard(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { check?: unknown; guards?: GuardLike[] };
    const combinator = combinatorChecks.get(combined.check);
    const parts = (combined.guards ?? []).map(describeGuard);
    if (combinator === 'not') return `not ${parts[0]}`;
    if (combinator) return parts.join(` ${combinator} `);
    return 'inline guard';
  }
  return guard.type;
}

function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtIn = action as { type?: string; event?: unknown };
    if (builtIn.type === 'xstate.raise' && typeof builtIn.event === 'object' && builtIn.event !== null) {
      return `raise ${(builtIn.event as { type: string }).type}`;
    }
    return builtIn.type?.replace(/^xstate\./, '') ?? 'inline action';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  return 'action';
}

function describeTransition(transition: AnyTransitionDefinition, actorNames: Map<string, string>): TransitionInfo {
  const guard = describeGuard(transition.guard as GuardLike);
  return {
    event: describeEvent(transition.eventType, actorNames),
    targets: (transition.target ?? []).map((target) => target.id),
    ...(guard ? { guard } : {}),
    actions: transition.actions.map(describeAction),
  };
}

function describeNode(node: AnyStateNode): StateInfo {
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  const always = node.always ?? [];
  const onEvents = [...node.transitions.values()].flat();
  // Invoked actors without an explicit id get generated ones; their source name reads better.
  const actorNames = new Map(node.invoke.map((invoke) => [invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id]));
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    ...(initialTarget ? { initial: initialTarget.key } : {}),
    tags: [...node.tags],
    transient: always.length > 0,
    transitions: [...always, ...onEvents].map((transition) => describeTransition(transition, actorNames)),
    children: Object.values(node.states).map(describeNode),
  };
}

/** A plain tree of a machine's states and transitions, read from its definition without running it. */
export function describeMachine(machine: AnyStateMachine): StateInfo {
  return describeNode(machine.root);
}

export function flattenStates(state: StateInfo): StateInfo[] {
  return [state, ...state.children.flatMap(flattenStates)];
}
