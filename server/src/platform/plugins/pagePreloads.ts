import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build wrote for every route (scripts/build/pagePreloads.ts): files relative to dist/. */
type PreloadTable = Record<string, { scripts: string[]; styles: string[]; jumpable?: boolean; noSiteBar?: boolean }>;

const PRELOADS_FILE = '.vite/page-preloads.json';
/*
 * Anything that may be a phone or tablet. The browser's route guard decides exactly who is sent on to /m;
 * here a wider net only means that some visitors of those few pages get no preloading.
 */
const MAYBE_MOBILE = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|Tablet|Silk|Kindle|MicroMessenger/i;

/**
 * The `<link>` tags that let a first visit fetch its layout and page chunks (and their styles) while the
 * entry script is still downloading, rather than one after another once the router has run. The table is
 * read again whenever the built index.html changes (a new build); without one, pages load as before.
 */
export interface PageChunks {
  /** The `<link>` tags of the page's layout and page chunks and their style sheets. */
  tags: string[];
  /** Whether the page's layout draws the site bar that index.html draws before the scripts run. */
  siteBar: boolean;
}

export function pagePreloadTags(distDir: string | null) {
  let builtFrom: string | null = null;
  let table: PreloadTable = {};
  return (indexHtml: string, path: string, userAgent: string): PageChunks => {
    if (!distDir) return { tags: [], siteBar: true };
    if (indexHtml !== builtFrom) {
      builtFrom = indexHtml;
      try {
        table = JSON.parse(readFileSync(join(distDir, PRELOADS_FILE), 'utf8')) as PreloadTable;
      } catch {
        table = {};
      }
    }
    const entry = Object.hasOwn(table, path) ? table[path] : undefined;
    const siteBar = !entry?.noSiteBar;
    if (!entry || (entry.jumpable && MAYBE_MOBILE.test(userAgent))) return { tags: [], siteBar };
    /*
     * crossorigin as on the entry's own script tag, so the preloaded modules are the ones the page runs. The
     * style sheets are fetched, not applied: the page's chunk applies them (and waits for them) when it
     * loads, so the bar index.html draws is painted on the entry's style sheet alone.
     */
    return {
      tags: [
        ...entry.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...entry.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ],
      siteBar,
    };
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
