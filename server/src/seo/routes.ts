import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../platform/plugins/deps';
import { publicOrigin } from './origin';
import { findPageMeta, SHARE_IMAGE_PATH } from './pageMeta';
import { findSitemapRecords } from './records';
import { headTags, injectHead } from './renderHead';
import { robotsTxt, SITEMAP_PATH } from './robots';
import { sitemapXml } from './sitemap';

const SHARE_IMAGE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'share-card.jpg');
// Crawlers read these again within hours; the sitemap's records are cached in process besides.
const CRAWLER_FILES = 'public, max-age=3600';

/** The page's own head (title, description, canonical, share card) put into the SPA's index.html, and its status. */
export function renderPageHead(deps: AppDeps) {
  return async function withPageHead(html: string, request: FastifyRequest): Promise<PageWithHead> {
    try {
      const meta = await findPageMeta(deps, request.url, request.log);
      return { html: injectHead(html, headTags(meta, publicOrigin(request, deps.config))), missing: meta.missing === true };
    } catch (error) {
      // The page is worth more than its tags: it still loads with the generic head of index.html.
      request.log.error({ err: error, url: request.url }, 'page head could not be rendered');
      return { html, missing: false };
    }
  };
}

export interface PageWithHead {
  html: string;
  /** The address names a course, article or tutor that does not exist: answered 404. */
  missing: boolean;
}

/** GET /robots.txt, /sitemap.xml and the site's share picture, whether or not the SPA is built. */
export function registerSeoRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES)
      .send(robotsTxt(publicOrigin(request, deps.config))),
  );

  app.get(SITEMAP_PATH, hide, async (request, reply) => {
    const origin = publicOrigin(request, deps.config);
    if (!origin) return reply.code(400).type('text/plain; charset=utf-8').send('请求头 Host 无效，无法生成站点地图');
    const records = await findSitemapRecords(deps);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILES).send(sitemapXml(origin, records));
  });

  let shareImage: Promise<Buffer> | undefined;
  app.get(SHARE_IMAGE_PATH, hide, async (_request, reply) => {
    shareImage ??= readFile(SHARE_IMAGE_FILE).catch((error: unknown) => {
      shareImage = undefined;
      throw error;
    });
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await shareImage);
  });
}
