import type { AnyStateMachine } from 'xstate';
import { describeMachine, flattenStates, type StateInfo, type TransitionInfo } from './describeMachine';

/** Mermaid ids allow word characters only; state ids are unique, so their sanitised form is too. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/\W/g, '_');
}

function label(transition: TransitionInfo): string {
  const text = transition.guard ? `${transition.event} [${transition.guard}]` : transition.event;
  // ':' starts the label and ';' ends a statement in Mermaid; '#' begins an entity code.
  return text.replace(/[:;#]/g, ' ');
}

interface Edge {
  from: string;
  to: string;
  text: string;
}

/** The innermost state containing both ends: Mermaid draws an edge only inside the composite that holds both. */
function ownerOf(from: string, to: string): string {
  const a = from.split('.');
  const b = to.split('.');
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  const owner = a.slice(0, Math.max(shared, 1));
  // An edge between a state and its own descendant belongs to that state's parent.
  if (owner.length === a.length || owner.length === b.length) owner.pop();
  return owner.join('.');
}

function collectEdges(root: StateInfo): Map<string, Edge[]> {
  const byOwner = new Map<string, Edge[]>();
  for (const state of flattenStates(root)) {
    for (const transition of state.transitions) {
      const targets = transition.targets.length > 0 ? transition.targets : [state.id];
      for (const target of targets) {
        const owner = ownerOf(state.id, target);
        const edges = byOwner.get(owner) ?? [];
        edges.push({ from: state.id, to: target, text: label(transition) });
        byOwner.set(owner, edges);
      }
    }
  }
  return byOwner;
}

function writeState(state: StateInfo, edges: Map<string, Edge[]>, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const id = mermaidId(state.id);
  const lines: string[] = [];
  if (state.children.length === 0) {
    lines.push(`${pad}state "${state.key}" as ${id}`);
  } else {
    lines.push(`${pad}state "${state.key}" as ${id} {`);
    if (state.initial) lines.push(`${pad}  [*] --> ${mermaidId(`${state.id}.${state.initial}`)}`);
    state.children.forEach((child, index) => {
      if (state.type === 'parallel' && index > 0) lines.push(`${pad}  --`);
      lines.push(...writeState(child, edges, depth + 1));
    });
    for (const edge of edges.get(state.id) ?? []) {
      lines.push(`${pad}  ${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${edge.text}`);
    }
    lines.push(`${pad}}`);
  }
  if (state.type === 'final') lines.push(`${pad}${id} --> [*]`);
  return lines;
}

/** Mermaid `stateDiagram-v2` source for a machine, generated from its definition. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = describeMachine(machine);
  const edges = collectEdges(root);
  const lines = ['stateDiagram-v2', ...writeState(root, edges, 1)];
  for (const edge of edges.get('') ?? []) lines.push(`  ${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${edge.text}`);
  return `${lines.join('\n')}\n`;
}
