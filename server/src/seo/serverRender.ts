import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readCookie } from '../platform/plugins/auth';
import { isMobileOrTablet } from '../../../contract/routes/device';
import { publicOrigin } from './origin';
import { createRenderCache } from './renderCache';
import { type RenderedPage, renderThread } from './renderThread';

export type { RenderedPage } from './renderThread';

export type RenderBody = (request: FastifyRequest, answers: Readonly<Record<string, unknown>>) => Promise<RenderedPage | null>;

/** The language the server draws pages in; a browser set to another draws its page itself (src/app/start.tsx). */
const RENDER_LANGUAGE = 'zh-CN';
/**
 * The user agent a render is given for each device kind: a page is drawn for the kind, never for the full agent,
 * so that one drawn page can be kept for every visitor of that kind (renderCache.ts).
 */
const RENDER_AGENTS = {
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktop: '',
} as const;
/** How long a render may take before the page goes to the browser (the render gives its lazy parts 3 s). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The public pages drawn on the server, so that a family on a slow phone reads the page before its scripts
 * have arrived and a crawler that runs no script reads it at all. Only for an anonymous visitor: a signed-in
 * page depends on who asks, and the browser draws it. Pages are drawn on a thread of their own
 * (renderThread.ts) and kept a short while (renderCache.ts). A page the render cannot draw (it failed, or the
 * build has no render) is served as before, for the browser to draw.
 */
export function serverRender(app: FastifyInstance, distDir: string | null): RenderBody | undefined {
  const file = distDir ? join(distDir, 'ssr', 'renderPage.js') : null;
  if (!file || !existsSync(file)) return undefined;
  const { config } = app.deps;
  // Started with the first page: a server that serves no drawn page never starts it. A build replaced under a
  // running server fails the renders (their parts are gone), and the pages go to the browser until it restarts.
  const thread = renderThread(file, { timeoutMs: RENDER_TIMEOUT_MS });
  const cache = createRenderCache({ ttlSeconds: config.publicCacheSeconds });
  app.addHook('onClose', () => thread.close());
  return async function renderBody(request, answers) {
    if (readCookie(request, config.client.tokenName)) return null;
    try {
      const origin = publicOrigin(request, config);
      // A malformed Host: the page goes to the browser, which knows where it is.
      if (!origin) return null;
      const device = isMobileOrTablet(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
      const key = { url: request.url, origin, device, language: RENDER_LANGUAGE, answers } as const;
      return await cache.render(key, () =>
        thread.renderPage({ url: request.url, userAgent: RENDER_AGENTS[device], origin, answers }),
      );
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the page could not be rendered on the server');
      return null;
    }
  };
}
