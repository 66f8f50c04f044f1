/**
 * The one queue of the app's dialogs. A dialog asks for a turn with its id and kind and gives it back when it
 * closes; only the first of the queue is drawn, so at most one dialog is open at a time. Kinds are served in
 * priority order — session notices, then the login dialog, then the dialogs a family opens itself (the
 * course adviser), then the grade choice, then promotions — and the same kind in the order asked. A
 * dialog asking again while it waits keeps its place: the same notice is never queued twice.
 */
export const OVERLAY_KINDS = ['notice', 'login', 'dialog', 'grade', 'promotion'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export interface OverlayTicket {
  id: string;
  kind: OverlayKind;
}

export type OverlayQueue = readonly OverlayTicket[];

export const emptyOverlayQueue: OverlayQueue = [];

const rank = (kind: OverlayKind) => OVERLAY_KINDS.indexOf(kind);

/** The queue with `id` waiting for its turn; unchanged when it already waits. */
export function requestOverlay(queue: OverlayQueue, id: string, kind: OverlayKind): OverlayQueue {
  if (queue.some((ticket) => ticket.id === id)) return queue;
  // After every ticket of the same or a higher priority, before the lower ones.
  const at = queue.findIndex((ticket) => rank(ticket.kind) > rank(kind));
  const ticket = { id, kind };
  return at === -1 ? [...queue, ticket] : [...queue.slice(0, at), ticket, ...queue.slice(at)];
}

/** The queue without `id` (closed, or no longer wanted); unchanged when it was not waiting. */
export function releaseOverlay(queue: OverlayQueue, id: string): OverlayQueue {
  return queue.some((ticket) => ticket.id === id) ? queue.filter((ticket) => ticket.id !== id) : queue;
}

/** The dialog whose turn it is, or null when none waits. */
export function overlayInTurn(queue: OverlayQueue): string | null {
  return queue[0]?.id ?? null;
}
