const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside element text and quoted attributes alike; XML (the sitemap) needs the same five. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The readable text of stored rich text, on one line, for a description. What comes out is escaped again
 * where it is written, so a tag that survives here shows as text and never as markup.
 */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/<[^>]*$/, ' ');
  return oneLine(decodeEntities(withoutTags));
}

/** Control characters (a NUL from a bad record included) and runs of white space become single spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** Search engines show about 80 Chinese characters of a description (more of Latin text); longer ones are cut. */
export const DESCRIPTION_LENGTH = 120;

export function clip(text: string, length: number = DESCRIPTION_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= length
    ? text
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}
