import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AppMachine } from '@machines/app';
import type { AppActor } from '@/app/runtime/createAppActor';

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children?: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be called inside <AppActorProvider>.');
  return actor;
}

export type AppSnapshot = SnapshotFrom<AppMachine>;

/** Reads part of the app state; the component re-renders only when that part changes. */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppActor(), selector, compare);
}
