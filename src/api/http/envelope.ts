import type { Envelope } from '@contract/api/schemas/contract';

export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.status === 'number' && 'appData' in candidate;
}

export function envelopeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Whether `appData` holds anything to show: not null, not an empty list, not a page of nothing. */
export function hasContent(appData: unknown): boolean {
  if (appData === null || appData === undefined || appData === '') return false;
  if (Array.isArray(appData)) return appData.length > 0;
  if (typeof appData === 'object') {
    const list = (appData as Record<string, unknown>).list;
    if (Array.isArray(list)) return list.length > 0;
    return Object.keys(appData).length > 0;
  }
  return true;
}
