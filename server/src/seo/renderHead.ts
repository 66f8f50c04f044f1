import { absoluteUrl } from './origin';
import { type PageMeta, SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE } from './pageMeta';
import { SITE_NAME } from '../../../contract/routes/site';
import { escapeHtml } from './text';
import { pictureSrcSet } from '../../../contract/page/pictureWidths';

/** A picture of this site (not of another host, which the content policy may not allow). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Fetches a picture the first screen opens with as early as the page's scripts, instead of once they have
 * run and drawn it; none for a picture of another host.
 */
export function imagePreloadTag(url: string, sizes?: string): string | null {
  if (!isSitePath(url)) return null;
  // The same candidates as the page's picture (its srcset and sizes), or the browser would fetch it twice.
  const srcSet = sizes ? pictureSrcSet(url) : undefined;
  const candidates = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${candidates} fetchpriority="high" />`;
}

/** The tags a page's head carries for search engines and share cards, every value escaped. */
export function headTags(meta: PageMeta, origin: string | null): string[] {
  const attr = escapeHtml;
  const absolute = (path: string | null) => (origin && path !== null ? absoluteUrl(origin, path) : null);
  const canonical = absolute(meta.canonicalPath);
  const shareUrl = absolute(meta.sharePath);
  const image = absolute(meta.imageUrl);
  const property = (name: string, content: string) => `<meta property="${name}" content="${attr(content)}" />`;

  const titleTag =
    meta.recordLocation === undefined
      ? `<title>${escapeHtml(meta.title)}</title>`
      : `<title data-location="${attr(meta.recordLocation)}">${escapeHtml(meta.title)}</title>`;
  return [
    titleTag,
    `<meta name="description" content="${attr(meta.description)}" />`,
    ...(meta.indexed ? [] : ['<meta name="robots" content="noindex" />']),
    ...(canonical ? [`<link rel="canonical" href="${attr(canonical)}" />`] : []),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'zh_CN'),
    property('og:type', meta.type),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    ...(shareUrl ? [property('og:url', shareUrl)] : []),
    ...(image ? [property('og:image', image)] : []),
    ...(image && meta.imageUrl === SHARE_IMAGE_PATH
      ? [property('og:image:width', String(SHARE_IMAGE_SIZE.width)), property('og:image:height', String(SHARE_IMAGE_SIZE.height))]
      : []),
    ...(meta.article
      ? [
          property('article:published_time', meta.article.publishedTime),
          property('article:modified_time', meta.article.modifiedTime),
          property('article:section', meta.article.section),
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.leadImage ? [imagePreloadTag(meta.leadImage, meta.leadImageSizes)].filter((tag) => tag !== null) : []),
  ];
}

/** Tags of the built index.html that the page's own tags replace. */
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+|article:[\w:]+)\b[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>/gi,
];
// Marks the insertion point while the template is cut; a NUL never occurs in the HTML that is served.
const MARK = '\u0000';

interface Template {
  source: string;
  before: string;
  after: string;
  indent: string;
}

function prepare(source: string): Template {
  // The page's tags go where the title was, or else at the end of the head, or else first.
  let marked = source.replaceAll(MARK, '').replace(TITLE, MARK);
  if (!marked.includes(MARK)) {
    const headEnd = marked.search(/<\/head\s*>/i);
    const at = headEnd !== -1 ? headEnd : (marked.match(/^\s*<!doctype[^>]*>/i)?.[0].length ?? 0);
    marked = `${marked.slice(0, at)}${MARK}${marked.slice(at)}`;
  }
  for (const pattern of REPLACED_TAGS) {
    // Also swallow the line break and indentation left behind, so the head keeps one tag per line.
    marked = marked.replace(new RegExp(`${pattern.source}[ \\t]*(?:\\r?\\n[ \\t]*)?`, pattern.flags), '');
  }
  const [before = '', after = ''] = marked.split(MARK);
  const indent = before.match(/(?:^|\n)([ \t]*)$/)?.[1] ?? '';
  return { source, before, after, indent };
}

let lastTemplate: Template | undefined;

/** index.html with the page's tags in its head; the template is parsed once per content of the file. */
export function injectHead(html: string, tags: readonly string[]): string {
  if (lastTemplate?.source !== html) lastTemplate = prepare(html);
  const { before, after, indent } = lastTemplate;
  // Tags on lines of their own at the head's indentation; a template on one line stays on one line.
  const separator = indent ? `\n${indent}` : '';
  return `${before}${tags.join(separator)}${after}`;
}
