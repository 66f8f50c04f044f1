import { emptyOverlayQueue, overlayInTurn, releaseOverlay, requestOverlay, type OverlayKind } from '@machines/overlays';

/** The app's one dialog queue (machines/overlays), read by React with `useSyncExternalStore`. */
export interface OverlayQueueStore {
  request(id: string, kind: OverlayKind): void;
  release(id: string): void;
  /** The id of the dialog whose turn it is. */
  inTurn(): string | null;
  subscribe(listener: () => void): () => void;
}

export function createOverlayQueueStore(): OverlayQueueStore {
  let queue = emptyOverlayQueue;
  const listeners = new Set<() => void>();
  const publish = (next: typeof queue) => {
    if (next === queue) return;
    queue = next;
    for (const listener of listeners) listener();
  };
  return {
    request: (id, kind) => publish(requestOverlay(queue, id, kind)),
    release: (id) => publish(releaseOverlay(queue, id)),
    inTurn: () => overlayInTurn(queue),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
