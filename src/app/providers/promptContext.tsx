import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppPrompt, PromptStore } from '@/app/runtime/promptStore';

const PromptContext = createContext<PromptStore | null>(null);

export function PromptProvider({ store, children }: { store: PromptStore; children?: ReactNode }) {
  return <PromptContext.Provider value={store}>{children}</PromptContext.Provider>;
}

export function usePromptStore(): PromptStore {
  const store = useContext(PromptContext);
  if (!store) throw new Error('usePromptStore must be called inside <PromptProvider>.');
  return store;
}

export function usePrompts(): readonly AppPrompt[] {
  const store = usePromptStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
