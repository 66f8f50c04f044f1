import type { InspectionEvent, Observer } from 'xstate';

/** The Stately inspector's observer, which actors started with it report to (runtime/inspector.ts opens it). */
export type ActorInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
