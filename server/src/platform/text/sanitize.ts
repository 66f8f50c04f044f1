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
