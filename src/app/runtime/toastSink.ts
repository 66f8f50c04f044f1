import type { ToastApi, ToastOptions } from '@/components/Toast';

/**
 * Lets code outside React (machine actions, the HTTP client) raise toasts. Toasts raised before the
 * provider has mounted are kept and shown as soon as it does.
 */
export interface ToastSink {
  show(options: ToastOptions): void;
  /** Connects the mounted provider; returns the disconnect. */
  attach(api: ToastApi): () => void;
}

export function createToastSink(): ToastSink {
  let target: ToastApi | null = null;
  const waiting: ToastOptions[] = [];
  return {
    show(options) {
      if (target) target.show(options);
      else waiting.push(options);
    },
    attach(api) {
      target = api;
      for (const options of waiting.splice(0)) api.show(options);
      return () => {
        if (target === api) target = null;
      };
    },
  };
}
