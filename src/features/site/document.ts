/** A heading of a server document a table of contents can link to. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** The h2 and h3 headings that carry an id, in document order (the server gives handbook and agreement headings ids). */
export function tocOf(html: string): TocEntry[] {
  return [...html.matchAll(/<h([23])\s+id="([a-z][a-z0-9-]*)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: match[1] === '2' ? 2 : 3,
    id: match[2]!,
    text: plain(match[3]!),
  }));
}

/**
 * A document's own leading title (its first h1 or h2, which repeats the page's name) taken off, so the page
 * shows one main heading of its own.
 */
export function withoutLeadingTitle(html: string): string {
  return html.replace(/^\s*<h[12](?:\s[^>]*)?>[\s\S]*?<\/h[12]>/, '');
}
