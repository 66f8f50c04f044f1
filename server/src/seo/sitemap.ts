import { absoluteUrl } from './origin';
import { SITEMAP_URL_LIMIT, type SitemapRecord } from './records';
import { routeTable } from '../../../contract/routes/table';
import { escapeHtml } from './text';

/** Indexed pages that stand on their own; detail pages appear once per record instead. */
export const sitemapStaticPaths: readonly string[] = routeTable
  .filter(({ seo }) => seo.indexed && (!seo.subject || seo.subject.optional))
  .map((page) => page.path);

/** W3C datetime without milliseconds, as the sitemap protocol shows it. */
function lastmod(isoDate: string): string {
  return isoDate.replace(/\.\d{3}Z$/, 'Z');
}

export function sitemapXml(origin: string, records: readonly SitemapRecord[]): string {
  const entry = (path: string, lastModified?: string) => {
    const loc = absoluteUrl(origin, path) ?? `${origin}${path}`;
    const date = lastModified ? `<lastmod>${lastmod(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(loc)}</loc>${date}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapStaticPaths.map((path) => entry(path)),
    ...records
      .slice(0, Math.max(0, SITEMAP_URL_LIMIT - sitemapStaticPaths.length))
      .map((record) => entry(record.path, record.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}
