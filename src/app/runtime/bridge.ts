import type { AppActor } from './createAppActor';
import type { PromptStore } from './promptStore';
import type { ToastSink } from './toastSink';

/** What code outside React (the HTTP client) reaches in the running app. */
export interface AppBridge {
  actor: AppActor;
  prompts: PromptStore;
  toasts: ToastSink;
}

let active: AppBridge | null = null;

/** Makes `bridge` the running app's; returns the disconnect. */
export function connectBridge(bridge: AppBridge): () => void {
  active = bridge;
  return () => {
    if (active === bridge) active = null;
  };
}

export function activeBridge(): AppBridge | null {
  return active;
}
