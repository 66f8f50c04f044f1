import { guardRoute, HOME_PATH, MOBILE_HOME_PATH, toAppRoute, type GuardEffect } from '@/app/routes';
import { config } from '@/config';
import { isMobileOrTablet } from '@contract/routes/device';
import { storage as defaultStorage, type ExpiringStorage } from '@/lib/storage';
import { layoutLoaders as defaultLayoutLoaders } from './layouts';
import { createChunkCache, type ChunkCache, type ChunkLoader } from './router/lazyPages';
import { createNavigatorHolder, type NavigatorHolder } from './router/navigator';
import { pageLoaders as defaultPageLoaders } from './router/pages';
import type { EvaluationTokenCheck, GuardEnvironment } from './router/RouteGate';
import { connectBridge } from './runtime/bridge';
import { loadCookieStore } from './runtime/cookieAccess';
import { createAppActor, type AppActor } from './runtime/createAppActor';
import type { ActorInspector } from './runtime/inspector';
import { createPromptStore, type PromptStore } from './runtime/promptStore';
import {
  clearStoredSession,
  readSearchHistory,
  readStoredSession,
  writeSearchHistory,
  writeStoredSession,
} from './runtime/session';
import { createToastSink, type ToastSink } from './runtime/toastSink';

/** Cookie operations of the frame (a subset of the cookie store); tests pass their own. */
export interface RuntimeCookies {
  getEToken(): string | null;
  setShareId(shareId: string): void;
  setToken(token: string): void;
  removeToken(): void;
  removeEToken(): void;
}

export interface AppRuntime {
  actor: AppActor;
  prompts: PromptStore;
  toasts: ToastSink;
  navigator: NavigatorHolder;
  guard: GuardEnvironment;
  pages: ChunkCache;
  layouts: ChunkCache;
  /**
   * Settles when the layout and page chunks of the screen `location` first shows are in (or have failed),
   * so that the first render draws them at once; at once where the guard sends the visitor elsewhere or
   * must read the evaluation cookie first.
   */
  firstScreenReady(location: { pathname: string; search: string }): Promise<void>;
  reloadPage(): void;
  /** Stops the actor and disconnects the app from the HTTP client. */
  dispose(): void;
}

export interface AppRuntimeOptions {
  /** Where the app starts, for the app state's first route; the browser's address by default. */
  initialLocation?: { pathname: string; search: string };
  userAgent?: string;
  maxTouchPoints?: number;
  storage?: ExpiringStorage;
  /** Loads the cookie store; the real one is loaded on first use, away from the first download. */
  loadCookies?: () => Promise<RuntimeCookies>;
  pageLoaders?: Readonly<Record<string, ChunkLoader>>;
  layoutLoaders?: Readonly<Record<string, ChunkLoader>>;
  chunkLoadTimeoutMs?: number;
  reloadPage?: () => void;
  /** A full page load of an address; `location.assign` by default. */
  loadPage?: (to: string) => void;
  inspect?: ActorInspector;
  /** Revokes a token on the server at logout; the HTTP client's userinfo/logout by default. */
  endServerSession?: (token: string) => Promise<void>;
}

/** userinfo/logout with the token being given up; the client arrives with the first page that calls the server. */
async function endServerSession(token: string): Promise<void> {
  if (!token) return;
  const [{ api }, { user }] = await Promise.all([import('./api'), import('@contract/api/calls')]);
  // Nothing to tell the user: they are logged out here whatever the server answers.
  await api.call(user.login.logout, {}, { bearer: token, silent: true }).catch(() => undefined);
}

/**
 * Builds the running app: the app actor with this app's effects (navigation, toasts, storage, cookies),
 * the route guard's environment, the page and layout chunks, the prompt and toast channels. The HTTP
 * client reaches the actor and the prompts through the bridge.
 */
export function createAppRuntime(options: AppRuntimeOptions = {}): AppRuntime {
  const store = options.storage ?? defaultStorage;
  const reloadPage = options.reloadPage ?? (() => window.location.reload());
  const userAgent = options.userAgent ?? navigator.userAgent;
  const maxTouchPoints = options.maxTouchPoints ?? navigator.maxTouchPoints ?? 0;
  const start = options.initialLocation ?? window.location;
  const load = options.loadCookies ?? loadCookieStore;
  let cookies: Promise<RuntimeCookies> | null = null;
  let loadedJar: RuntimeCookies | null = null;
  const loadCookies = () =>
    (cookies ??= load().then((jar) => {
      loadedJar = jar;
      return jar;
    }));
  // Once the store is loaded a write happens at once: an expired eToken must be gone before the
  // navigation to /e/login that follows it is guarded, or the guard would send the visitor back.
  const withCookies = (task: (cookies: RuntimeCookies) => void) => {
    if (loadedJar) task(loadedJar);
    else void loadCookies().then(task);
  };

  const prompts = createPromptStore();
  const toasts = createToastSink();
  const navigatorHolder = createNavigatorHolder();

  const onMobileDevice = isMobileOrTablet(userAgent, maxTouchPoints);
  const actor = createAppActor(
    {
      // The session's way home (after signing out of a personal page, or closing the login it needed) is the
      // mobile home on a phone: 我的 and the personal pages it opens are drawn in the phone's frame there.
      navigate: (to, replace) => navigatorHolder.navigate(onMobileDevice && to === HOME_PATH ? MOBILE_HOME_PATH : to, replace),
      loadPage: options.loadPage ?? ((to) => window.location.assign(to)),
      toast: (message) => toasts.show({ message, tone: 'warning' }),
      persistUser: (user, token) => {
        writeStoredSession(user, token, store);
        withCookies((jar) => jar.setToken(token));
      },
      clearPersistedUser: (rsNo) => {
        clearStoredSession(rsNo, store);
        withCookies((jar) => jar.removeToken());
      },
      persistSearchHistory: (history) => writeSearchHistory(history, store),
      clearEvaluationToken: () => withCookies((jar) => jar.removeEToken()),
      endServerSession: (token) => void (options.endServerSession ?? endServerSession)(token),
    },
    {
      input: {
        storedUser: readStoredSession(store),
        // Storage may hold anything; the machine keeps only the strings, newest first, at most six.
        searchHistory: readSearchHistory(store) as readonly string[] | undefined,
        route: toAppRoute(start.pathname, start.search),
      },
      inspect: options.inspect,
    },
  );

  const pages = createChunkCache(
    options.pageLoaders ?? defaultPageLoaders,
    options.chunkLoadTimeoutMs ?? config.chunkLoadTimeoutMs,
  );
  const layouts = createChunkCache(
    options.layoutLoaders ?? defaultLayoutLoaders,
    options.chunkLoadTimeoutMs ?? config.chunkLoadTimeoutMs,
  );

  let firstEntry = true;
  let evaluationCheck: Promise<EvaluationTokenCheck> | null = null;
  let evaluationLoaded: EvaluationTokenCheck | null = null;
  const applyEffect = (effect: GuardEffect) => {
    switch (effect.type) {
      case 'saveShareId':
        actor.send({ type: 'shareId.save', shareId: effect.shareId });
        break;
      case 'saveShareIdCookie':
        withCookies((jar) => jar.setShareId(effect.shareId));
        break;
      case 'showLoginRequiredWarning':
        actor.send({ type: 'route.loginRequired', path: effect.path });
        break;
    }
  };
  const guard: GuardEnvironment = {
    isFirstEntry: () => firstEntry,
    isMobileDevice: () => onMobileDevice,
    isLoggedIn: () => actor.getSnapshot().context.user !== null,
    evaluationTokenLoaded: () => evaluationLoaded,
    loadEvaluationToken: () =>
      (evaluationCheck ??= loadCookies().then((jar) => (evaluationLoaded = { hasEToken: () => jar.getEToken() !== null }))),
    applyEffect,
    pageShown(location, route) {
      firstEntry = false;
      pages.preload(route.page);
      actor.send({ type: 'route.changed', route: toAppRoute(location.pathname, location.search) });
    },
  };

  const disconnect = connectBridge({ actor, prompts, toasts });

  return {
    actor,
    prompts,
    toasts,
    navigator: navigatorHolder,
    guard,
    pages,
    layouts,
    firstScreenReady(location) {
      const decision = guardRoute({
        pathname: location.pathname,
        search: location.search,
        isFirstEntry: true,
        isMobileDevice: guard.isMobileDevice(),
        isLoggedIn: guard.isLoggedIn(),
        hasEToken: false,
      });
      if (decision.redirect || decision.route.area === 'evaluation') return Promise.resolve();
      return Promise.all([layouts.ready(decision.route.layout), pages.ready(decision.route.page)]).then(() => undefined);
    },
    reloadPage,
    dispose() {
      disconnect();
      actor.stop();
    },
  };
}
