import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { GRAPH_METRICS, layOutStatechart, type MeasureText, type StatechartLayout } from './statechartLayout';
import * as styles from './StatechartGraph.css';

export interface StatechartGraphProps {
  machine: AnyStateMachine;
  /** Ids of the states to highlight: the machine's current configuration. */
  active?: readonly string[];
}

/** Widths as the SVG will set the text, measured on a canvas with the same faces and sizes. */
function canvasMeasure(): MeasureText {
  const context = document.createElement('canvas').getContext('2d');
  return (text, kind) => {
    if (!context) return text.length * 7;
    context.font =
      kind === 'name' ? `700 ${styles.NAME_SIZE}px ${styles.GRAPH_FONT}` : `400 ${styles.LABEL_SIZE}px ${styles.GRAPH_FONT}`;
    return Math.ceil(context.measureText(text).width);
  };
}

const pathOf = (points: { x: number; y: number }[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');

/**
 * A machine's statechart drawn from its definition: nested states as boxes inside their parents, transitions
 * as labelled arrows (`event [guard]`), transitions that stay where they are written inside their state, the
 * initial state of each level marked with a dot and the current states highlighted. Laid out by ELK in the
 * browser, so it needs nothing from the network.
 */
export function StatechartGraph({ machine, active = [] }: StatechartGraphProps) {
  const markerId = useId().replace(/:/g, '');
  // Kept with the machine it was made for, so a new machine shows its own layout's progress, not the last one.
  const [laid, setLaid] = useState<{ machine: AnyStateMachine; layout: StatechartLayout } | null>(null);
  const layout = laid?.machine === machine ? laid.layout : null;
  const [failure, setFailure] = useState<string | null>(null);
  // Fitted, a large machine is seen whole (and whole in its picture); at actual size its labels can be read.
  const [fit, setFit] = useState(true);

  useEffect(() => {
    let current = true;
    void document.fonts.ready
      .then(() => layOutStatechart(machine, canvasMeasure()))
      .then((result) => current && setLaid({ machine, layout: result }))
      .catch((error: unknown) => current && setFailure(String(error)));
    return () => {
      current = false;
    };
  }, [machine]);

  const activeIds = useMemo(() => new Set(active), [active]);
  const rootId = machine.root.id;

  if (failure) return <p role="alert">The graph could not be laid out: {failure}</p>;
  if (!layout) return <p aria-busy="true">Laying out {rootId}…</p>;

  const { nameHeight, lineHeight, padding } = GRAPH_METRICS;
  const margin = 8;
  const width = layout.width + 2 * margin;
  return (
    <div className={styles.graph}>
      <button type="button" className={styles.sizeButton} onClick={() => setFit(!fit)} aria-pressed={!fit}>
        {fit ? 'Actual size' : 'Fit to width'}
      </button>
      <div className={styles.frame}>
        <svg
          className={styles.svg}
          style={{ width: fit ? '100%' : width, maxWidth: fit ? width : 'none', height: 'auto' }}
          role="img"
          aria-label={`Statechart of ${rootId}`}
          data-graph-ready="true"
          width={width}
          height={layout.height + 2 * margin}
          viewBox={`${-margin} ${-margin} ${layout.width + 2 * margin} ${layout.height + 2 * margin}`}
        >
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          {layout.states.map((state) => {
            const isActive = activeIds.has(state.id) && state.depth > 0;
            return (
              <g key={state.id} data-state-id={state.id} data-active={isActive || undefined}>
                <rect
                  x={state.x}
                  y={state.y}
                  width={state.width}
                  height={state.height}
                  rx={state.type === 'final' ? 12 : 8}
                  className={`${styles.box[state.type]} ${isActive ? styles.activeBox : ''}`}
                />
                {state.isInitial ? (
                  <circle cx={state.x - 1} cy={state.y + nameHeight / 2 + 2} r={4} className={styles.initialDot} />
                ) : null}
                <text
                  x={state.x + padding}
                  y={state.y + nameHeight - 6}
                  className={`${styles.name} ${isActive ? styles.activeName : ''}`}
                >
                  {state.key}
                  {state.tags.map((tag) => (
                    <tspan key={tag} className={styles.tag} dx={8}>
                      #{tag}
                    </tspan>
                  ))}
                </text>
                {state.stays.map((line, index) => (
                  <text
                    key={index}
                    x={state.x + padding}
                    y={state.y + nameHeight + (index + 1) * lineHeight - 4}
                    className={styles.stay}
                  >
                    {line}
                  </text>
                ))}
              </g>
            );
          })}
          {layout.transitions.map((transition) => (
            <g key={transition.id} data-transition={`${transition.source} → ${transition.target}`}>
              <path d={pathOf(transition.points)} className={styles.edge} markerEnd={`url(#${markerId})`} />
              <rect
                x={transition.labelBox.x}
                y={transition.labelBox.y}
                width={transition.labelBox.width}
                height={transition.labelBox.height}
                className={styles.edgeLabelBack}
              />
              <text
                x={transition.labelBox.x + 2}
                y={transition.labelBox.y + transition.labelBox.height - 4}
                className={styles.edgeLabel}
              >
                {transition.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}
