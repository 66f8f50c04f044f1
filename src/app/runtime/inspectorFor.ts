import type { ApiClient } from '@/api/client';
import type { ActorInspector } from './actorInspector';
import { inspectorAsked } from './inspectorSlot';

/** Opens the inspector when the address asks for it (inspector.ts); undefined otherwise, without fetching it. */
export async function inspectorFor(search: string, client?: () => Promise<ApiClient>): Promise<ActorInspector | undefined> {
  if (!inspectorAsked(search)) return undefined;
  // A page whose inspector cannot be fetched runs as it would without one.
  const loaded = await import('./inspector').catch(() => null);
  return loaded?.loadInspector(search, client).catch(() => undefined);
}
