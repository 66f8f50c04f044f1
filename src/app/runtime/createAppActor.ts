import { createActor, type Actor } from 'xstate';
import { createAppMachine, type AppInput, type AppMachine, type AppUser } from '@machines/app';
import type { ActorInspector } from './actorInspector';

export type AppActor = Actor<AppMachine>;

/** What the app machine's named effects do in this app. */
export interface AppEffects {
  navigate(to: string, replace: boolean): void;
  /** A full page load of `to` (the browser's own navigation, not the router's). */
  loadPage(to: string): void;
  toast(message: string): void;
  persistUser(user: AppUser, token: string): void;
  clearPersistedUser(rsNo: string): void;
  persistSearchHistory(history: readonly string[]): void;
  clearEvaluationToken(): void;
  endServerSession(token: string): void;
}

export interface CreateAppActorOptions {
  input?: AppInput;
  /** The Stately inspector's observer, when the page opened one (runtime/inspector.ts). */
  inspect?: ActorInspector;
}

export function provideAppMachine(effects: AppEffects): AppMachine {
  return createAppMachine({
    navigate: (_, params) => effects.navigate(params.to, params.replace ?? false),
    loadPage: (_, params) => effects.loadPage(params.to),
    showToast: (_, params) => effects.toast(params.message),
    persistUser: (_, params) => effects.persistUser(params.user, params.token),
    clearPersistedUser: (_, params) => effects.clearPersistedUser(params.rsNo),
    persistSearchHistory: (_, params) => effects.persistSearchHistory(params.history),
    clearEvaluationToken: () => effects.clearEvaluationToken(),
    endServerSession: (_, params) => effects.endServerSession(params.token),
  });
}

/** A started app actor whose effects are the given ones. */
export function createAppActor(effects: AppEffects, options: CreateAppActorOptions = {}): AppActor {
  const actor = createActor(provideAppMachine(effects), {
    // The name the inspector shows, beside the flows' (useFlowActor).
    id: 'app',
    input: options.input,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  actor.start();
  return actor;
}
