import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCookie } from '../platform/plugins/auth';
import { publicOrigin } from './origin';

/** What the render (src/app/ssr/renderPage.tsx, built into dist/ssr) gives back for a page. */
export interface RenderedPage {
  html: string;
  notFound: boolean;
}

interface PageRenderer {
  renderPage(request: {
    url: string;
    userAgent: string;
    origin: string;
    answers: Readonly<Record<string, unknown>>;
  }): Promise<RenderedPage | null>;
}

export type RenderBody = (request: FastifyRequest, answers: Readonly<Record<string, unknown>>) => Promise<RenderedPage | null>;

/**
 * The public pages drawn on the server, so that a family on a slow phone reads the page before its scripts
 * have arrived and a crawler that runs no script reads it at all. Only for an anonymous visitor: a signed-in
 * page depends on who asks, and the browser draws it. A page the render cannot draw (it failed, or the
 * build has no render) is served as before, for the browser to draw.
 */
export function serverRender(app: FastifyInstance, distDir: string | null): RenderBody | undefined {
  const file = distDir ? join(distDir, 'ssr', 'renderPage.js') : null;
  if (!file || !existsSync(file)) return undefined;
  const { config } = app.deps;
  let renderer: Promise<PageRenderer> | undefined;
  return async function renderBody(request, answers) {
    if (readCookie(request, config.client.tokenName)) return null;
    // Loaded once: its parts import the render's module by its own address, so it is never loaded twice. A
    // build replaced under a running server fails the renders (their parts are gone), and the pages go to the
    // browser until the server restarts.
    renderer ??= import(pathToFileURL(file).href) as Promise<PageRenderer>;
    try {
      const origin = publicOrigin(request, config);
      // A malformed Host: the page goes to the browser, which knows where it is.
      if (!origin) return null;
      const { renderPage } = await renderer;
      return await renderPage({ url: request.url, userAgent: request.headers['user-agent'] ?? '', origin, answers });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the page could not be rendered on the server');
      return null;
    }
  };
}
