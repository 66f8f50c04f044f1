import type { InspectionEvent, Observer } from 'xstate';

export type ActorInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** `?inspect=1` in the address, or VITE_INSPECT=1, asks for the Stately inspector (development builds only). */
export function inspectorRequested(search: string, env: Readonly<Record<string, unknown>> = import.meta.env): boolean {
  return new URLSearchParams(search).get('inspect') === '1' || env.VITE_INSPECT === '1';
}

/**
 * Opens the Stately inspector and returns its observer for the app's actors. The inspector is imported
 * only here and only in development, so production bundles never contain it.
 */
export async function loadInspector(search: string): Promise<ActorInspector | undefined> {
  if (!import.meta.env.DEV || !inspectorRequested(search)) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
