import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { describeMachine, type StateInfo, type TransitionInfo } from '@machines/shared/describeMachine';

/** One state drawn as a box, in the graph's own coordinates (absolute, from the top left of the drawing). */
export interface PlacedState {
  id: string;
  key: string;
  type: StateInfo['type'];
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
  isInitial: boolean;
  tags: string[];
  /** Transitions that go nowhere (they only run actions), written inside the box. */
  stays: string[];
}

/** One transition drawn as an arrow, with its label (`event [guard]`) placed beside it. */
export interface PlacedTransition {
  id: string;
  source: string;
  target: string;
  label: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number };
}

export interface StatechartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

/** Measures a line of text as the drawing will set it; the layout needs every label's size before it places it. */
export type MeasureText = (text: string, kind: 'name' | 'label') => number;

export const GRAPH_METRICS = {
  nameHeight: 22,
  lineHeight: 16,
  padding: 10,
  labelHeight: 16,
  minWidth: 84,
} as const;

const stayLine = (transition: TransitionInfo) =>
  `${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}${
    transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : ''
  }`;

/** What a transition's arrow says: its event and guard; actions stay short enough to read along an arrow. */
export const transitionLabel = (transition: TransitionInfo) =>
  `${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}`;

interface Built {
  node: ElkNode;
  placed: Omit<PlacedState, 'x' | 'y' | 'width' | 'height'>;
}

/**
 * The ELK graph of a machine: a node per state (nested states inside their parent, so compound states are
 * boxes around their children), an edge per transition that names a target, and the transitions that stay
 * where they are as lines inside the state's box. Layered layout, top to bottom, with edges routed across
 * the levels of nesting.
 */
function toElk(machine: AnyStateMachine, measure: MeasureText) {
  const root = describeMachine(machine);
  const states: Built[] = [];
  const edges: (ElkExtendedEdge & { label: string })[] = [];

  const build = (state: StateInfo, depth: number, isInitial: boolean): ElkNode => {
    const stays = state.transitions.filter((transition) => transition.targets.length === 0).map(stayLine);
    const header = [state.key, ...state.tags.map((tag) => `#${tag}`)].join('  ');
    const { nameHeight, lineHeight, padding, minWidth } = GRAPH_METRICS;
    const ownWidth = Math.max(minWidth, measure(header, 'name'), ...stays.map((line) => measure(line, 'label'))) + 2 * padding;
    const ownHeight = nameHeight + stays.length * lineHeight + padding;
    // The initial state first: with the layout following the model's order, arrows leaving it point down.
    const ordered = [...state.children].sort((a, b) => Number(b.key === state.initial) - Number(a.key === state.initial));
    const children = ordered.map((child) => build(child, depth + 1, state.initial === child.key));
    state.transitions.forEach((transition, index) => {
      transition.targets.forEach((target, targetIndex) => {
        const label = transitionLabel(transition);
        edges.push({
          id: `${state.id}#${index}#${targetIndex}`,
          sources: [state.id],
          targets: [target],
          label,
          labels: [{ text: label, width: measure(label, 'label') + 4, height: GRAPH_METRICS.labelHeight }],
        });
      });
    });
    const node: ElkNode = {
      id: state.id,
      ...(children.length > 0
        ? {
            children,
            layoutOptions: {
              // Room at the top of a compound box for its name and the lines of transitions that stay.
              'elk.padding': `[top=${ownHeight + 8},left=${padding},bottom=${padding},right=${padding}]`,
              'elk.nodeSize.minimum': `(${ownWidth}, ${ownHeight})`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            },
          }
        : { width: ownWidth, height: ownHeight }),
    };
    states.push({
      node,
      placed: { id: state.id, key: state.key, type: state.type, depth, isInitial, tags: state.tags, stays },
    });
    return node;
  };

  // The machine is a box inside the drawing, so that its own transitions (to its children) are edges ELK can route.
  const graph: ElkNode = { id: '__drawing', children: [build(root, 0, false)], edges };
  graph.layoutOptions = {
    'elk.padding': '[top=0,left=0,bottom=0,right=0]',
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '36',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeLabel': '4',
    'elk.edgeLabels.inline': 'false',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.json.shapeCoords': 'ROOT',
    'elk.json.edgeCoords': 'ROOT',
  };
  return { graph, states, edges };
}

const elk = new ELK();

/** Lays out a machine's statechart from its definition: what is drawn can never differ from what runs. */
export async function layOutStatechart(machine: AnyStateMachine, measure: MeasureText): Promise<StatechartLayout> {
  const { graph, states, edges } = toElk(machine, measure);
  const laid = await elk.layout(graph);
  const positions = new Map<string, ElkNode>();
  const visit = (node: ElkNode) => {
    positions.set(node.id, node);
    node.children?.forEach(visit);
  };
  visit(laid);
  const laidEdges = new Map((laid.edges ?? []).map((edge) => [edge.id, edge as ElkExtendedEdge]));
  const collect = (node: ElkNode) => {
    node.children?.forEach(collect);
    for (const edge of node.edges ?? []) laidEdges.set(edge.id, edge as ElkExtendedEdge);
  };
  collect(laid);
  return {
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    // Parents first, so that each box is drawn over the one around it.
    states: states
      .map(({ placed }) => {
        const at = positions.get(placed.id)!;
        return { ...placed, x: at.x ?? 0, y: at.y ?? 0, width: at.width ?? 0, height: at.height ?? 0 };
      })
      .sort((a, b) => a.depth - b.depth),
    transitions: edges.map((edge) => {
      const laidEdge = laidEdges.get(edge.id)!;
      const section = laidEdge.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = laidEdge.labels?.[0];
      return {
        id: edge.id,
        source: edge.sources[0]!,
        target: edge.targets[0]!,
        label: edge.label,
        points,
        labelBox: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
      };
    }),
  };
}
