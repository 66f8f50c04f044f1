import { createApiClient, type ApiArea, type ApiClient, type ApiClientOptions } from '@/api/client';
import { config as defaultConfig } from '@/config';
import type { CookieStore } from '@/lib/cookies';
import { tokenOf } from '@machines/app';
import type { AppBridge } from '@/app/runtime/bridge';

export interface AppApiClientOptions {
  /** The running app, or null before it has started (calls then go out anonymous and report nowhere). */
  bridge: () => AppBridge | null;
  cookies: Pick<CookieStore, 'getEToken'>;
  config?: ApiClientOptions['config'];
}

/**
 * The HTTP client wired to the app: the session comes from the app state (the evaluation area from
 * its eToken cookie), expiry and time-outs go to the app machine, the server's messages become the
 * app's warnings, notices and toasts.
 */
export function createAppApiClient({ bridge, cookies, config = defaultConfig }: AppApiClientOptions): ApiClient {
  const mainToken = (): string | null => {
    const app = bridge();
    return app ? tokenOf(app.actor.getSnapshot().context) : null;
  };
  const area = (): ApiArea => (bridge()?.actor.getSnapshot().context.route.area === 'evaluation' ? 'evaluation' : 'main');
  return createApiClient({
    config,
    area,
    getSession(callArea) {
      const token = callArea === 'evaluation' ? cookies.getEToken() : mainToken();
      return token ? { token } : null;
    },
    onSessionExpired: (message) => bridge()?.actor.send({ type: 'session.expired', message }),
    onWarning: (message) => bridge()?.prompts.warn(message),
    onNotice: (title, message) => bridge()?.prompts.notice(title, message),
    onToast: (message) => bridge()?.toasts.show({ message, tone: 'error' }),
    onTimeout(message) {
      const app = bridge();
      app?.actor.send({ type: 'request.timeout' });
      app?.toasts.show({ message, tone: 'warning' });
    },
    onSuccess: () => bridge()?.actor.send({ type: 'request.succeeded' }),
  });
}
