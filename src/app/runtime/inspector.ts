import type { ApiClient } from '@/api/client';
import type { ActorInspector } from './actorInspector';
import { INSPECTOR_PARAM, setActiveInspector } from './inspectorSlot';

export type { ActorInspector } from './actorInspector';
export { activeInspector } from './inspectorSlot';

/** What the page's build and address ask for: the inspector outright, a link's token to check first, or nothing. */
export type InspectorRequest = { kind: 'open' } | { kind: 'link'; token: string } | { kind: 'none' };

interface InspectorEnv {
  DEV?: boolean;
  /** `on` in the QA preview build (npm run preview:inspect): `?inspect=1` opens the inspector as in development. */
  VITE_INSPECTOR?: string;
  /** `1` opens it on every page of a development build. */
  VITE_INSPECT?: string;
}

/**
 * `?inspect=1` opens the Stately inspector in development and in the preview build only; any other value is a
 * staff member's signed link (the console makes them), which the server must confirm first. A production page
 * with `?inspect=1` loads nothing.
 */
export function inspectorRequested(search: string, env: InspectorEnv = import.meta.env): InspectorRequest {
  const value = new URLSearchParams(search).get(INSPECTOR_PARAM);
  const buildAllows = env.DEV === true || env.VITE_INSPECTOR === 'on';
  if (buildAllows && (value === '1' || (env.DEV === true && env.VITE_INSPECT === '1'))) return { kind: 'open' };
  if (value && value !== '1') return { kind: 'link', token: value };
  return { kind: 'none' };
}

/** Whether the server confirms a link's token (status 1); an expired or forged one opens nothing. */
async function linkIsGood(token: string, client: () => Promise<ApiClient>): Promise<boolean> {
  const [api, { web }] = await Promise.all([client(), import('@contract/api/calls')]);
  return api.call(web.inspector.checkInspectorLink, { token }, { silent: true }).then(
    () => true,
    () => false,
  );
}

/** The family site's HTTP client, which arrives with its first call. */
const siteClient = () => import('@/app/api').then((module) => module.api);

/**
 * Opens the Stately inspector when the page asks for it (inspectorRequested) and keeps its observer for every
 * actor of the page. The inspector's code is a chunk of its own, fetched only then. `client` is the HTTP client
 * that checks a link: the site's by default, the console's on /admin. Never rejects.
 */
export async function loadInspector(
  search: string,
  client: () => Promise<ApiClient> = siteClient,
): Promise<ActorInspector | undefined> {
  const request = inspectorRequested(search);
  if (request.kind === 'none') return undefined;
  if (request.kind === 'link' && !(await linkIsGood(request.token, client).catch(() => false))) return undefined;
  // A page whose inspector fails to load runs as it would without one.
  const inspector = await import('@statelyai/inspect').catch(() => null);
  // Everything the app's actors did before the inspector's window said it was listening is replayed to it.
  const chosen = inspector?.createBrowserInspector({ maxDeferredEvents: 2000 }).inspect;
  setActiveInspector(chosen);
  return chosen;
}
