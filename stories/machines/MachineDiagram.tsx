import { useId, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { describeMachine, flattenStates, type StateInfo, type TransitionInfo } from '@machines/shared/describeMachine';
import { toMermaid } from '@machines/shared/toMermaid';
import * as styles from './MachineDiagram.css';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
}

function TransitionLine({ transition, rootId }: { transition: TransitionInfo; rootId: string }) {
  const targets = transition.targets.map((target) => (target === rootId ? rootId : target.slice(rootId.length + 1)));
  return (
    <li className={styles.transition}>
      <span className={styles.event}>{transition.event}</span>
      {transition.guard ? <span className={styles.guard}> [{transition.guard}]</span> : null}
      {' → '}
      {targets.length > 0 ? targets.join(', ') : 'stays'}
      {transition.actions.length > 0 ? <span className={styles.actions}> / {transition.actions.join(', ')}</span> : null}
    </li>
  );
}

function StateBox({ state, rootId, isInitial }: { state: StateInfo; rootId: string; isInitial: boolean }) {
  return (
    <div className={`${styles.state} ${styles.stateKind[state.type]}`} data-state-id={state.id}>
      <div className={styles.stateHeader}>
        <span className={styles.stateName}>{state.key}</span>
        {state.type !== 'atomic' ? <span className={styles.badge.kind}>{state.type}</span> : null}
        {isInitial ? <span className={styles.badge.initial}>initial</span> : null}
        {state.transient ? <span className={styles.badge.kind}>transient</span> : null}
        {state.tags.map((tag) => (
          <span key={tag} className={styles.badge.tag}>
            tag {tag}
          </span>
        ))}
      </div>
      {state.transitions.length > 0 ? (
        <ul className={styles.transitions} aria-label={`${state.key} transitions`}>
          {state.transitions.map((transition, index) => (
            <TransitionLine key={index} transition={transition} rootId={rootId} />
          ))}
        </ul>
      ) : null}
      {state.children.length > 0 ? (
        <ul className={styles.children[state.type === 'parallel' ? 'parallel' : 'compound']} aria-label={`${state.key} states`}>
          {state.children.map((child) => (
            <li key={child.id}>
              <StateBox state={child} rootId={rootId} isInitial={state.initial === child.key} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A machine's states and transitions drawn from its definition, offline: nested boxes for nested states,
 * each listing `event [guard] → target / actions`, followed by Mermaid source for other tools.
 */
export function MachineDiagram({ machine }: MachineDiagramProps) {
  const headingId = useId();
  const root = useMemo(() => describeMachine(machine), [machine]);
  const source = useMemo(() => toMermaid(machine), [machine]);
  const states = flattenStates(root).slice(1);
  const transitionCount = flattenStates(root).reduce((sum, state) => sum + state.transitions.length, 0);

  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {root.key}
        </h2>
        <p className={styles.summary}>
          {states.length} states ({states.filter((state) => state.children.length === 0).length} leaves), {transitionCount}{' '}
          transitions
        </p>
      </div>
      <section aria-label="States and transitions">
        <h3 className={styles.sectionHeading}>States and transitions</h3>
        <StateBox state={root} rootId={root.id} isInitial={false} />
      </section>
      <section aria-label="Mermaid source">
        <h3 className={styles.sectionHeading}>Mermaid source</h3>
        <pre className={styles.source} aria-label={`Mermaid stateDiagram-v2 source of ${root.key}`}>
          {source}
        </pre>
      </section>
    </article>
  );
}
