/**
 * The server's render of a public page (built by vite.ssr.config.ts into dist/ssr, loaded by the server's
 * page fallback): the same app, routes and pages as the browser's, drawn for an anonymous visitor with the
 * answers the server made for the page's opening calls. The browser then hydrates it (src/app/start.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setRenderAnswerSource } from '@/api/http/openingAnswers';
import { guardRoute } from '@/app/routes';
import { i18nReady } from '@/i18n';
import type { ExpiringStorage } from '@/lib/storage';
import { setRenderOriginSource } from '@/lib/url';
import { AppShell } from '../AppShell';
import { layoutLoaders } from '../layouts';
import { pageLoaders } from '../router/pages';
import { createAppRuntime } from '../createAppRuntime';
import { AppProviders } from '../providers/AppProviders';
import { RenderQueryClientContext } from '../providers/renderQueryClient';

/**
 * The request being rendered: its answers and public origin, for the modules that ask while it renders. Renders
 * run one at a time (below), so the one current request is the one asking. (Async context did not carry into
 * React's work once a render had waited for a part.) A render is work on the one thread either way.
 */
let rendering: { answers: ReadonlyMap<string, unknown>; origin: string } | null = null;
setRenderAnswerSource(() => rendering?.answers);
setRenderOriginSource(() => rendering?.origin);
let queue: Promise<unknown> = Promise.resolve();

/** An anonymous visitor's storage: empty, and forgotten with the render. */
function emptyStorage(): ExpiringStorage {
  const entries = new Map<string, unknown>();
  return {
    get: <T,>(key: string) => (entries.get(key) as T | undefined) ?? null,
    set: (key, value) => (entries.set(key, value), true),
    remove: (key) => void entries.delete(key),
  };
}

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  userAgent: string;
  /** The site's public origin, as the visitor sees it. */
  origin: string;
  /** The answers to the page's opening calls, by contract/page/openingAnswers' key. */
  answers: Readonly<Record<string, unknown>>;
}

/** What the server renders of a page (no markup for an unknown address), or null where the browser draws it alone. */
export interface RenderedPage {
  html: string;
  /** The route table says the address is no page. */
  notFound: boolean;
}

/** How long a render may wait for its lazy parts before the page is served without them. */
const RENDER_TIMEOUT_MS = 3000;

export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const turn = queue.then(() => renderAlone(request));
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderAlone(request: PageRequest): Promise<RenderedPage | null> {
  const queryStart = request.url.indexOf('?');
  const location = {
    pathname: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    search: queryStart === -1 ? '' : request.url.slice(queryStart),
  };
  const runtime = createAppRuntime({
    initialLocation: location,
    userAgent: request.userAgent,
    maxTouchPoints: 0,
    storage: emptyStorage(),
    // A server render never reads or writes cookies, reloads or leaves the page.
    loadCookies: () => new Promise(() => undefined),
    reloadPage: () => undefined,
    loadPage: () => undefined,
  });
  try {
    const decision = guardRoute({
      ...location,
      isFirstEntry: true,
      isMobileDevice: runtime.guard.isMobileDevice(),
      isLoggedIn: false,
      hasEToken: false,
    });
    const { route } = decision;
    // An unknown address is answered as one (404), and drawn by the browser.
    if (route.notFound) return { html: '', notFound: true };
    if (decision.redirect || !route.drawnOnServer) return null;
    // A layout or page that cannot be loaded (a build replaced under a running server) fails the render, and the
    // page goes to the browser, instead of being drawn as the chunk error view.
    await Promise.all([i18nReady, layoutLoaders[route.layout]?.(), pageLoaders[route.page]?.()]);
    await runtime.firstScreenReady(location);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
    rendering = { answers: new Map(Object.entries(request.answers)), origin: request.origin };
    try {
      const { prelude } = await prerenderToNodeStream(
        <RenderQueryClientContext.Provider value={queries}>
          <AppProviders actor={runtime.actor} prompts={runtime.prompts} toasts={runtime.toasts}>
            <StaticRouter location={request.url}>
              <AppShell runtime={runtime} />
            </StaticRouter>
          </AppProviders>
        </RenderQueryClientContext.Provider>,
        // Every part in place: no part outlined to be moved in by an inline script, which the page's policy refuses.
        { signal: abort.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      return { html, notFound: false };
    } finally {
      rendering = null;
      clearTimeout(timer);
      queries.clear();
    }
  } finally {
    runtime.dispose();
  }
}
