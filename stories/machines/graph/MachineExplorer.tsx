import { useId, useMemo, useState } from 'react';
import { toMermaid } from '@machines/shared/toMermaid';
import {
  acceptedEvents,
  activeStateIds,
  describeEvent,
  describeValue,
  replay,
  shortestRoutes,
  startSnapshot,
  type MachineModel,
  type ModelEvent,
} from './machineModel';
import * as styles from './MachineExplorer.css';
import { StatechartGraph } from './StatechartGraph';

export interface MachineExplorerProps {
  model: MachineModel;
  /** Events to replay before the page opens, so a story can start in a given state. */
  startWith?: readonly ModelEvent[];
}

/**
 * A machine to look at and drive by hand: its graph with the current state highlighted, a button for each
 * event of the model the current state takes (calls and timers answered by the model's stand-ins, nothing
 * runs), the events taken so far, and the shortest way to every state, each one a click away.
 */
export function MachineExplorer({ model, startWith = [] }: MachineExplorerProps) {
  const headingId = useId();
  const [taken, setTaken] = useState<readonly ModelEvent[]>(startWith);
  const steps = useMemo(() => replay(model, taken), [model, taken]);
  const snapshot = steps.at(-1)?.snapshot ?? startSnapshot(model);
  const accepted = useMemo(() => acceptedEvents(model, snapshot), [model, snapshot]);
  const routes = useMemo(() => shortestRoutes(model), [model]);
  const active = useMemo(() => activeStateIds(snapshot), [snapshot]);
  const machineId = model.machine.root.id;

  const send = (event: ModelEvent) => setTaken([...taken, event]);

  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <header>
        <h2 id={headingId} className={styles.heading}>
          {machineId}
        </h2>
        <p className={styles.summary}>
          {Array.isArray(model.events) && model.events.length === 0
            ? 'The model sends no events: the input alone decides where the machine rests.'
            : `${routes.length} ${routes.length === 1 ? 'state' : 'states'} reachable with the model's ${
                Array.isArray(model.events) ? `${model.events.length} ` : ''
              }events. Press an event to step; the graph follows.`}
        </p>
      </header>
      <StatechartGraph machine={model.machine} active={active} />
      <div className={styles.panels}>
        <section aria-label="Current state" className={styles.panel}>
          <h3 className={styles.panelHeading}>Current state</h3>
          <p className={styles.current} data-testid="current-state">
            {describeValue(snapshot.value)}
            {snapshot.status !== 'active' ? <span className={styles.status}> ({snapshot.status})</span> : null}
          </p>
          <h4 className={styles.subHeading}>Events it takes</h4>
          {accepted.length > 0 ? (
            <ul className={styles.buttons} aria-label="Events the current state takes">
              {accepted.map((event, index) => (
                <li key={`${event.type}-${index}`}>
                  <button type="button" className={styles.eventButton} onClick={() => send(event)}>
                    {describeEvent(event)}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              None: {snapshot.status === 'done' ? 'the machine has finished.' : 'it waits for nothing the model sends.'}
            </p>
          )}
          <div className={styles.row}>
            <button type="button" className={styles.plainButton} onClick={() => setTaken([])} disabled={taken.length === 0}>
              Start again
            </button>
            <button
              type="button"
              className={styles.plainButton}
              onClick={() => setTaken(taken.slice(0, -1))}
              disabled={taken.length === 0}
            >
              Undo
            </button>
          </div>
          <h4 className={styles.subHeading}>Events taken</h4>
          {taken.length > 0 ? (
            <ol className={styles.history} aria-label="Events taken">
              {steps.map((done, index) => (
                <li key={index}>
                  {describeEvent(done.event)} → <strong>{describeValue(done.snapshot.value)}</strong>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>None yet: the machine is where it starts.</p>
          )}
          <details className={styles.details}>
            <summary>Context</summary>
            <pre className={styles.source}>{JSON.stringify(snapshot.context, null, 2)}</pre>
          </details>
        </section>
        <section aria-label="Shortest paths" className={styles.panel}>
          <h3 className={styles.panelHeading}>Shortest paths</h3>
          <ol className={styles.routes}>
            {routes.map((route) => (
              <li key={`${route.state}|${route.status}`} className={styles.route}>
                <button
                  type="button"
                  className={styles.plainButton}
                  onClick={() => setTaken(route.events)}
                  aria-label={`Go to ${route.state}`}
                >
                  Go
                </button>
                <span>
                  <strong>{route.state}</strong>
                  {route.status !== 'active' ? <span className={styles.status}> ({route.status})</span> : null}
                  <span className={styles.muted}>
                    {' '}
                    {route.events.length === 0 ? 'where it starts' : route.events.map(describeEvent).join(' → ')}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <details className={styles.details}>
        <summary>Mermaid source, for other tools</summary>
        <pre className={styles.source} aria-label={`Mermaid stateDiagram-v2 source of ${machineId}`}>
          {toMermaid(model.machine)}
        </pre>
      </details>
    </article>
  );
}
