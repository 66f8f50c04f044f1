import sanitizeHtml from 'sanitize-html';

/** Heading ids are link targets of a table of contents: plain slugs only, so they cannot clash with the app's own ids. */
const SAFE_ID = /^[a-z][a-z0-9-]{0,63}$/;

function keepSafeId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && SAFE_ID.test(id) ? { ...rest, id } : rest };
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    h2: ['id'],
    h3: ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    h2: keepSafeId,
    h3: keepSafeId,
  },
};

/** HTML that is rendered as HTML later (articles, agreements, course descriptions). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Whether sanitised HTML shows anything: text or a picture, not only empty paragraphs (a body of scripts has none). */
export function showsSomething(html: string): boolean {
  return html.replace(/<(?!img\b)[^>]*>|&nbsp;|\s/g, '') !== '';
}

/**
 * Sanitised HTML whose h2 and h3 headings all carry a distinct id, so a table of contents can link to each:
 * ids the text had are kept (the first of a repeated one), the others numbered `section-1`, `section-2` …
 */
export function withHeadingIds(html: string): string {
  const taken = new Set<string>();
  const heading = /<h([23])((?:\s[^>]*)?)>/g;
  const given = [...html.matchAll(heading)].map((match) => /\sid="([^"]*)"/.exec(match[2]!)?.[1]);
  const kept = new Set<string>();
  let index = 0;
  let next = 0;
  for (const id of given) if (id) taken.add(id);
  return html.replace(heading, (_, level: string, attributes: string) => {
    const id = given[index++];
    if (id && !kept.has(id)) {
      kept.add(id);
      return `<h${level}${attributes}>`;
    }
    let fresh: string;
    do fresh = `section-${++next}`;
    while (taken.has(fresh));
    taken.add(fresh);
    const rest = attributes.replace(/\sid="[^"]*"/, '');
    return `<h${level} id="${fresh}"${rest}>`;
  });
}

/** Tab, line feed and carriage return stay; other control characters only garble stored text. */
function dropControlCharacters(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) continue;
    kept += char;
  }
  return kept;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * What a visitor typed, kept as plain text: markup is removed, the remaining characters are stored as typed
 * (escaping happens where the text is displayed), control characters other than line breaks are dropped.
 */
export function toPlainText(input: string): string {
  const stripped = sanitizeHtml(input, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return dropControlCharacters(stripped.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity))
    .replace(/\r\n?/g, '\n')
    .trim();
}
