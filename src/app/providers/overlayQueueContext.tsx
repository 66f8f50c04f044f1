import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { OverlayKind } from '@machines/overlays';
import { createOverlayQueueStore, type OverlayQueueStore } from '@/app/runtime/overlayQueueStore';

const OverlayQueueContext = createContext<OverlayQueueStore | null>(null);

export function OverlayQueueProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(createOverlayQueueStore);
  return <OverlayQueueContext.Provider value={store}>{children}</OverlayQueueContext.Provider>;
}

const nobody = () => null;
const noSubscription = () => () => undefined;

/**
 * Whether a dialog that wants to be open may be drawn now: it waits in the app's one queue while a dialog of a
 * higher priority (or asked earlier) is open. Outside the app (a story of one dialog) there is no queue and
 * a wanted dialog is drawn at once.
 */
export function useOverlayTurn(id: string, kind: OverlayKind, wanted: boolean): boolean {
  const store = useContext(OverlayQueueContext);
  useEffect(() => {
    if (!store || !wanted) return;
    store.request(id, kind);
    return () => store.release(id);
  }, [store, id, kind, wanted]);
  const inTurn = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.inTurn ?? nobody, store?.inTurn ?? nobody);
  return wanted && (store === null || inTurn === id);
}
