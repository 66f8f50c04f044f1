import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_DRAWN_ATTRIBUTE } from '../../../../contract/page/serverDrawn';
import { routeTable } from '../../../../contract/routes/table';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { type OpeningAnswers, withOpeningAnswers } from '../../seo/openingAnswers';
import { liftInlineStyles } from '../../seo/inlineStyles';
import { pageRedirect } from '../../seo/pageRedirect';
import { styleSheetInliner } from '../../seo/inlineStyleSheets';
import type { PageWithHead } from '../../seo/routes';
import type { RenderBody, RenderedPage } from '../../seo/serverRender';
import { gzippedWithNonce, keptNoncedPages, NONCE_SLOT, pageWithNonce } from '../../seo/noncedPage';
import {
  chunksListed,
  pagePreloadTags,
  pageTemplate,
  preloadsOf,
  withoutModulePreloads,
  withoutSiteBar,
  withPreloads,
} from './pagePreloads';
import { REQUEST_ID_HEADER } from './requestId';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Demo pictures and videos keep their names when replaced, so they are cached for a day, not forever.
export const CONTENT_ASSETS = 'public, max-age=86400, stale-while-revalidate=604800';
const OTHER_DIST_FILES = 'public, max-age=3600';
/**
 * A page's own scripts and style sheets, also as their compressed twins: module workers (.mjs) and SVG
 * pictures are documents of their own.
 */
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;
/**
 * Security headers that a browser reads only on a document (or a worker's script): the policy, framing,
 * opener and referrer rules and the old-browser switches. On a page's scripts and style sheets they do
 * nothing but add some 700 bytes to each of the dozen files a first visit downloads. `nosniff` stays: it
 * is what makes a browser refuse a script served with the wrong type.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * /assets/ serves the SPA's hashed build files (dist/assets) and the demo content (server/assets) from one
 * prefix; the rest of dist/ is served from the root.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { distDir: string | null; assetsDir: string | null },
): Promise<void> {
  const distAssets = options.distDir ? join(options.distDir, 'assets') : null;
  const assetRoots = [distAssets, options.assetsDir].filter((dir): dir is string => dir !== null && existsSync(dir));

  if (assetRoots.length > 0) {
    await app.register(fastifyStatic, {
      root: assetRoots,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz twins of its files: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = distAssets !== null && path.startsWith(distAssets + sep);
        reply.header('cache-control', hashed ? IMMUTABLE : CONTENT_ASSETS);
        if (hashed) {
          // A hashed file never changes under its name and is never revalidated: validators are dead weight
          // on every script of a first visit.
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          if (SUBRESOURCE.test(path)) {
            for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
            // Nobody traces the answer of a file that cannot change, nor asks for part of a script; a first visit
            // downloads a dozen of them.
            reply.removeHeader(REQUEST_ID_HEADER);
            reply.removeHeader('accept-ranges');
          }
        }
      },
    });
  }

  if (options.distDir && existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Directories (and so "/") fall through to the history fallback instead of a 403.
      // dist/ssr is the server's own code (the page render), never a file of the site.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') &&
        !pathName.startsWith('/assets/') &&
        !pathName.startsWith('/api/') &&
        !pathName.startsWith('/ssr/'),
      setHeaders(reply) {
        reply.header('cache-control', OTHER_DIST_FILES);
      },
    });
  }
}

/** Whether a browser takes gzip (a kept page's compressed form), by its Accept-Encoding. */
const acceptsGzip = (request: FastifyRequest) => negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';

/**
 * The app's own page addresses (the route table's), answered by the page without first being looked for as a
 * file: the file server checks an address it does not find against the folder's listing, letter by letter, which
 * took a quarter of a kept page's time. Other addresses still reach the page through the not-found handler.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  servePage: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
) {
  const paths = new Set(routeTable.map((route) => route.path).filter((path) => !path.includes('*')));
  for (const path of paths) {
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      (await servePage(request, reply)) ? reply : reply.callNotFound(),
    );
  }
}

/** The page is worth more than its first answers: it loads and asks for them itself. */
function answersFailed(request: FastifyRequest, error: unknown): null {
  request.log.error({ err: error, url: request.url }, 'the opening answers could not be made');
  return null;
}

/**
 * History fallback: page addresses of the SPA answer with index.html; API and asset paths never do.
 * `withPageHead` gives the page its own title and tags for search engines and share cards; `bootBlock`
 * (plugins/bootConfig.ts) hands the page this server's settings, such as its public key.
 */
export function spaFallback(
  distDir: string | null,
  withPageHead?: (html: string, request: FastifyRequest) => Promise<PageWithHead>,
  answersFor?: (request: FastifyRequest) => Promise<OpeningAnswers | null>,
  bootBlock = '',
  renderBody?: RenderBody,
) {
  const template = pageTemplate(distDir ? join(distDir, 'index.html') : null);
  const preloadTags = pagePreloadTags(distDir);
  const inlineStyleSheets = styleSheetInliner(distDir);
  const keptPage = keptNoncedPages<RenderedPage>();
  return async function serveIndex(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!distDir || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) return false;
    const userAgent = request.headers['user-agent'] ?? '';
    // Where a page goes depends on the device asking, and so does how it is drawn.
    reply.header('vary', 'User-Agent');
    const redirect = pageRedirect(request.url, userAgent);
    if (redirect) {
      await reply.code(redirect.status).header('location', redirect.location).send();
      return true;
    }
    const page = await template();
    if (page === null) return false;
    // How long each part of the page took, for a look from the browser's network panel (Server-Timing).
    const timings: string[] = [];
    const timed = async <Value>(name: string, work: Promise<Value>): Promise<Value> => {
      const started = performance.now();
      const value = await work;
      timings.push(`${name};dur=${(performance.now() - started).toFixed(1)}`);
      return value;
    };
    const [headed, answers] = await Promise.all([
      timed('head', withPageHead ? withPageHead(page, request) : Promise.resolve({ html: page, missing: false })),
      timed(
        'answers',
        answersFor ? answersFor(request).catch((error: unknown) => answersFailed(request, error)) : Promise.resolve(null),
      ),
    ]);
    const rendered = renderBody ? await timed('render', renderBody(request, answers?.entries ?? {})) : null;
    reply.header('server-timing', timings.join(', '));
    const chunks = preloadTags(path, userAgent);
    // A page whose chunks the build did not list is left to the browser.
    const drawn = rendered?.html && chunksListed(chunks) ? rendered : null;
    const preloads = [...preloadsOf(chunks, drawn !== null), ...(answers?.preloads ?? [])];
    const assemble = (nonce: string): string => {
      let html = chunks.siteBar ? headed.html : withoutSiteBar(headed.html);
      // index.html's own module preloads too (preloadsOf names none for a drawn page).
      if (drawn) html = withoutModulePreloads(html);
      html = withOpeningAnswers(withPreloads(html, preloads), answers?.block ?? null);
      let pageStyles = '';
      if (drawn) {
        const { html: body, css } = liftInlineStyles(drawn.html);
        // The markup is drawn with the style sheets the head preloads for the scripts: applied now, before the
        // first paint, from inside the HTML.
        html = inlineStyleSheets(withPageBody(html, body), nonce);
        if (css) pageStyles = `\n<style nonce="${nonce}">${css}</style>`;
      }
      const paintWhole = drawn ? `\n${PAINT_WHEN_DRAWN_END_IS_PARSED}` : '';
      return html.replace(
        '</head>',
        `${bootBlock}\n<meta name="csp-nonce" content="${nonce}" />${pageStyles}${paintWhole}\n</head>`,
      );
    };
    // The nonce of this response's policy, for the style elements scripts add at run time (see src/lib/cspNonce).
    const nonce = reply.withStyleNonce();
    reply
      .code(rendered?.notFound || headed.missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    if (!drawn) {
      await reply.send(assemble(nonce));
      return true;
    }
    // A drawn page is the same for every anonymous visitor but for its nonce: it is put together (and compressed)
    // once, and each answer only puts its nonce in.
    const kept = keptPage(drawn, [headed.html, answers?.block ?? '', preloads.join('\n')], () => assemble(NONCE_SLOT));
    const gzipped = acceptsGzip(request) ? gzippedWithNonce(kept, nonce) : null;
    if (gzipped) {
      await reply.header('content-encoding', 'gzip').header('vary', 'User-Agent, Accept-Encoding').send(gzipped);
    } else {
      // Compressed for this answer alone, if the browser asks for it, until the kept page's own is ready.
      await reply.send(pageWithNonce(kept, nonce));
    }
    return true;
  };
}

/** The root element of index.html with what it holds until the app draws (the boot shell), and the no-script notice. */
const ROOT_CONTENT = /<div id="root">[\s\S]*?<\/div>\s*<noscript>[\s\S]*?<\/noscript>/;

/** The element right after a drawn page's markup, which the head's render-blocking link waits for. */
const DRAWN_END_ID = 'drawn-end';

/**
 * A drawn page is painted whole: the head holds the first paint until the end of the page's markup has been parsed
 * (`<link rel="expect" blocking="render">`; a browser without it paints as the markup comes in). Painted as it was
 * parsed, the page was laid out twice on a throttled phone, its first screen and then the rest, and the second
 * layout (100–170 ms at 6×) came after the first paint, where it held back the first taps; laid out once before
 * the paint, it holds back nothing. The whole HTML is some 17 KB on the wire, the first screen most of it.
 */
export const PAINT_WHEN_DRAWN_END_IS_PARSED = `<link rel="expect" href="#${DRAWN_END_ID}" blocking="render" />`;

/** index.html with the page drawn in its root element; a page that is there needs no notice about scripts. */
export function withPageBody(html: string, body: string): string {
  // A function, so that no `$` in the page's text is read as a replacement pattern.
  // The mark tells the app to take the markup over (hydrate it) rather than draw the page again (src/app/start.tsx).
  // The end marker stays outside the root, which the app takes over.
  return html.replace(
    ROOT_CONTENT,
    () => `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}="">${body}</div><template id="${DRAWN_END_ID}"></template>`,
  );
}

/** The operations console's addresses: /admin and everything below it. */
export const CONSOLE_PATH = /^\/admin(?:\/|$)/;

/**
 * The operations console's page (dist/admin.html, its own build) for every /admin address, with this server's
 * boot block and the response's style nonce like the site's pages. Staff pages are never indexed or cached.
 */
export function consoleFallback(distDir: string | null, bootBlock = '') {
  const pageFile = distDir ? join(distDir, 'admin.html') : null;
  return async function serveConsole(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!pageFile || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    if (!CONSOLE_PATH.test(request.url.split('?')[0] ?? '')) return false;
    let html: string;
    try {
      html = await readFile(pageFile, 'utf8');
    } catch {
      return false;
    }
    const nonce = reply.withStyleNonce();
    html = html.replace('</head>', `${bootBlock}\n<meta name="csp-nonce" content="${nonce}" />\n</head>`);
    await reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html);
    return true;
  };
}
