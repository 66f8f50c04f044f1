import type { FastifyBaseLogger } from 'fastify';
import { descriptionOf } from '../../../contract/routes/descriptions.zh-CN';
import { findPage } from '../../../contract/routes/match';
import { SITE_DESCRIPTION, SITE_NAME, titleText } from '../../../contract/routes/site';
import type { RouteDef } from '../../../contract/routes/types';
import { BANNER_SIZES } from '../../../contract/page/pictureWidths';
import type { AppDeps } from '../platform/plugins/deps';
import { findLeadBanner, findRecordSummary, type RecordSummary } from './records';
import { clip, oneLine } from './text';

/** The site's share picture, served beside robots.txt (see routes.ts). */
export const SHARE_IMAGE_PATH = '/share-card.jpg';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageMeta {
  /** The document title, as the browser shows it after load. */
  title: string;
  /** og:title: a record's own title, or the page title with the site's name. */
  shareTitle: string;
  description: string;
  indexed: boolean;
  /** Path (with a detail page's id) of the address search engines should keep; null on pages not indexed. */
  canonicalPath: string | null;
  /** Path for og:url; null when the address is not a page of the site. */
  sharePath: string | null;
  type: 'website' | 'article';
  /** A site path or an absolute address. */
  imageUrl: string;
  article?: RecordSummary['article'];
  /**
   * The picture the page opens with (a detail's cover, the home page's first banner), as the page draws it:
   * the HTML asks for it at once instead of after the scripts and the data that name it.
   */
  leadImage?: string;
  /** How wide the lead picture is drawn (its `sizes`), for one the page draws at the width it is shown. */
  leadImageSizes?: string;
  /**
   * The address (path and query as requested) whose title names its record. The browser keeps that title
   * there instead of the route's generic one.
   */
  recordLocation?: string;
  /** The address names a record that does not exist (or an id the page cannot read): answered 404. */
  missing?: true;
}

/**
 * Share cards (WeChat, Weibo, social sites) draw JPEG, PNG, GIF and WebP pictures but not SVG; a record whose
 * picture is an SVG shares the site's picture instead.
 */
function shareablePicture(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return url && !/\.svgz?$/i.test(path) ? url : SHARE_IMAGE_PATH;
}

function withId(path: string, param: string, id: number): string {
  return `${path}?${param}=${id}`;
}

function pageMeta(page: RouteDef, overrides: Partial<PageMeta> = {}): PageMeta {
  const title = titleText(page.title);
  return {
    title,
    shareTitle: `${title} - ${SITE_NAME}`,
    description: descriptionOf(page.page),
    indexed: page.seo.indexed,
    canonicalPath: page.seo.indexed ? page.path : null,
    sharePath: page.path,
    type: 'website',
    imageUrl: SHARE_IMAGE_PATH,
    ...overrides,
  };
}

/** The first banner as the lead picture; without one (or without the database) the page simply has none. */
async function leadBanner(deps: Pick<AppDeps, 'now'>, log: FastifyBaseLogger): Promise<Partial<PageMeta>> {
  try {
    const imageUrl = await findLeadBanner(deps);
    return imageUrl ? { leadImage: imageUrl, leadImageSizes: BANNER_SIZES } : {};
  } catch (error) {
    log.error({ err: error }, 'the lead banner could not be read');
    return {};
  }
}

/**
 * The route's own tags, kept out of the index: the browser shows its not-found view for this address, which is
 * answered 404 when the record is known to be missing (not when it could not be read).
 */
function missingSubject(page: RouteDef, known = true): PageMeta {
  return pageMeta(page, { indexed: false, canonicalPath: null, ...(known ? { missing: true as const } : {}) });
}

const notFoundMeta: PageMeta = {
  title: SITE_NAME,
  shareTitle: SITE_NAME,
  description: SITE_DESCRIPTION,
  indexed: false,
  canonicalPath: null,
  sharePath: null,
  type: 'website',
  imageUrl: SHARE_IMAGE_PATH,
};

/**
 * The tags of the page at a requested address (path and query as received). A record that cannot be read
 * (missing, unpublished, or the database failing) leaves the route's generic tags: the page itself still loads.
 */
export async function findPageMeta(
  deps: Pick<AppDeps, 'db' | 'cache' | 'now'>,
  url: string,
  log: FastifyBaseLogger,
): Promise<PageMeta> {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const page = findPage(pathname);
  if (!page) return notFoundMeta;
  const { subject, indexed } = page.seo;
  if (!subject) return page.seo.leadBanner ? pageMeta(page, await leadBanner(deps, log)) : pageMeta(page);

  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const id = page.params[subject.param]?.(query.get(subject.param)) ?? null;
  if (id === null) return subject.optional ? pageMeta(page) : missingSubject(page);
  const canonicalPath = withId(page.path, subject.param, id);
  if (!subject.record) return pageMeta(page, { canonicalPath: indexed ? canonicalPath : null, sharePath: canonicalPath });

  let record: RecordSummary | null;
  try {
    record = await findRecordSummary(deps, subject.record, id);
  } catch (error) {
    log.error({ err: error, url }, 'page tags fell back to the route: the record could not be read');
    return missingSubject(page, false);
  }
  if (!record || !record.title) return missingSubject(page);
  return {
    title: record.title,
    shareTitle: record.title,
    description: clip(oneLine(record.description)) || descriptionOf(page.page),
    indexed,
    canonicalPath: indexed ? canonicalPath : null,
    sharePath: canonicalPath,
    type: record.article ? 'article' : 'website',
    imageUrl: shareablePicture(record.imageUrl),
    ...(record.article ? { article: record.article } : {}),
    ...(subject.leadImage && record.imageUrl ? { leadImage: record.imageUrl } : {}),
    recordLocation: url,
  };
}
