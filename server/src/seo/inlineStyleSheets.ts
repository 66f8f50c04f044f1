import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The head's style sheet links: the entry's own and those of the page's chunks (which the head preloads). */
const STYLE_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/(assets\/[\w~.-]+\.css)">/g;

/**
 * A drawn page's style sheets, written into its head as one style element instead of a dozen linked files:
 * under a slow phone network each linked sheet is a request the first paint waits for, while the sheets of a
 * page come to some 40 KB (8 KB compressed) inside an HTML answer that is already on its way.
 *
 * Each link stays, `disabled` (the browser fetches nothing for it), so that the page's chunks find their sheets
 * linked when they load and add none: a sheet added again after the others would change which rule wins. A
 * sheet that cannot be read is linked as before. The built files never change under a running server, so each is
 * read once.
 */
export function styleSheetInliner(distDir: string | null) {
  const read = new Map<string, string | null>();
  function sheet(file: string): string | null {
    if (!read.has(file)) {
      let css: string | null = null;
      try {
        if (distDir) css = readFileSync(join(distDir, file), 'utf8');
      } catch {
        css = null;
      }
      read.set(file, css);
    }
    return read.get(file) ?? null;
  }

  return function inlineStyleSheets(html: string, nonce: string): string {
    const sheets: string[] = [];
    let firstAt = -1;
    const linked = html.replace(STYLE_LINK, (_tag, file: string, at: number) => {
      const css = sheet(file);
      if (css === null) return `<link rel="stylesheet" crossorigin href="/${file}">`;
      if (firstAt === -1) firstAt = at;
      // `</style` cannot end a built sheet's text, but a sheet must never be able to close its element.
      sheets.push(css.replace(/<\/style/gi, '<\\/style'));
      return `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    });
    if (firstAt === -1) return linked;
    return `${linked.slice(0, firstAt)}<style nonce="${nonce}">${sheets.join('\n')}</style>\n    ${linked.slice(firstAt)}`;
  };
}
