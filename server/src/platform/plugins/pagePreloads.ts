import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMobileOrTablet } from '../../../../contract/routes/device';

/** What the build wrote for every route (scripts/build/pagePreloads.ts): files relative to dist/. */
type PreloadTable = Record<string, { scripts: string[]; styles: string[]; jumpable?: boolean; noSiteBar?: boolean }>;

const PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * The `<link>` tags that let a first visit fetch its layout and page chunks (and their styles) while the
 * entry script is still downloading, rather than one after another once the router has run. The table is
 * read once, with the first page: a new build is served by a new server (as its page render is). Without
 * one, pages load as before.
 */
export interface PageChunks {
  /** The `<link>` tags of the page's layout and page style sheets. */
  styles: string[];
  /** The `<link>` tags of the page's layout and page modules. */
  modules: string[];
  /** Whether the page's layout draws the site bar that index.html draws before the scripts run. */
  siteBar: boolean;
}

export function pagePreloadTags(distDir: string | null) {
  let table: PreloadTable | null = null;
  const readTable = (dir: string): PreloadTable => {
    try {
      return JSON.parse(readFileSync(join(dir, PRELOADS_FILE), 'utf8')) as PreloadTable;
    } catch {
      return {};
    }
  };
  return (path: string, userAgent: string): PageChunks => {
    if (!distDir) return { styles: [], modules: [], siteBar: true };
    table ??= readTable(distDir);
    const entry = Object.hasOwn(table, path) ? table[path] : undefined;
    const siteBar = !entry?.noSiteBar;
    // A phone is sent on from such a page before anything is served (seo/pageRedirect.ts); should one still be
    // here, it is given none of the desktop chunks it will leave.
    if (!entry || (entry.jumpable && isMobileOrTablet(userAgent))) return { styles: [], modules: [], siteBar };
    /*
     * crossorigin as on the entry's own script tag, so the preloaded modules are the ones the page runs. The
     * style sheets are fetched, not applied: the page's chunk applies them (and waits for them) when it
     * loads, so the bar index.html draws is painted on the entry's style sheet alone.
     */
    return {
      styles: entry.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      modules: entry.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      siteBar,
    };
  };
}

/** Whether the build listed a page's chunks for this browser: a page it did not is left to the browser to draw. */
export function chunksListed(chunks: PageChunks): boolean {
  return chunks.styles.length + chunks.modules.length > 0;
}

/** The preloads a page's HTML names: a drawn page's modules are asked for once its first screen is painted. */
export function preloadsOf(chunks: PageChunks, drawn: boolean): string[] {
  return drawn ? chunks.styles : [...chunks.styles, ...chunks.modules];
}

/** A module preload link, wherever its attributes are. */
const MODULE_PRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The HTML without the module preloads it names (index.html's own). A drawn page is read before its scripts run
 * (src/main.tsx starts the app once the first screen is in): a phone on a slow network gives its first screen all
 * of the bandwidth, and asks for the app's chunks (through the entry's imports) once that screen is painted.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/**
 * index.html, read with the first page and kept (like the preload table); a file that cannot be read is tried
 * again by the next page.
 */
export function pageTemplate(indexFile: string | null): () => Promise<string | null> {
  let template: string | null = null;
  return async () => {
    if (template !== null || !indexFile) return template;
    template = await readFile(indexFile, 'utf8').catch(() => null);
    return template;
  };
}

/** Between these comments index.html draws the site bar; pages of layouts without it get an empty root. */
const SITE_BAR = /<!--\s*site-bar\s*-->[\s\S]*?<!--\s*\/site-bar\s*-->/;

/** The page's HTML without the site bar, for a layout that does not draw one. */
export function withoutSiteBar(html: string): string {
  return html.replace(SITE_BAR, '');
}

/** The tags put at the end of the head, after the entry's own (before the body where no head is written). */
export function withPreloads(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const found = [/<\/head\s*>/i, /<body\b/i, /<div\b/i].map((pattern) => html.search(pattern)).find((at) => at !== -1);
  const at = found ?? html.length;
  return `${html.slice(0, at)}${tags.join('\n    ')}\n  ${html.slice(at)}`;
}
