import type { ActorInspector } from './actorInspector';

/**
 * The page's chosen inspector, which every actor the app starts reports to (useFlowActor). Apart from the code
 * that opens one (inspector.ts), which a page downloads only when its address asks for an inspector.
 */
let chosen: ActorInspector | undefined;

export function activeInspector(): ActorInspector | undefined {
  return chosen;
}

export function setActiveInspector(inspector: ActorInspector | undefined): void {
  chosen = inspector;
}

/** The query parameter that asks for the inspector (inspector.ts reads its value). */
export const INSPECTOR_PARAM = 'inspect';

/**
 * Whether the page may want the inspector: its address names one, or a development build opens it everywhere
 * (`VITE_INSPECT=1`). Only then is inspector.ts fetched to decide.
 */
export function inspectorAsked(search: string, env: { DEV?: boolean; VITE_INSPECT?: string } = import.meta.env): boolean {
  return new URLSearchParams(search).has(INSPECTOR_PARAM) || (env.DEV === true && env.VITE_INSPECT === '1');
}
