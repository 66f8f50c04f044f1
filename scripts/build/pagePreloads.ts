/**
 * Writes dist/.vite/page-preloads.json: for every path of the route table, the script and style files its
 * layout and page chunks need beyond the entry. The server names them in the page's HTML
 * (`<link rel="modulepreload">`, `<link rel="preload" as="style">`), so a first visit fetches them alongside the
 * entry instead of after it has run and the router has decided what to load.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { RouteDef, RouteLayout } from '../../src/app/routes/types';

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export interface PagePreloads {
  /** Route path → files relative to dist/. */
  [path: string]: { scripts: string[]; styles: string[]; jumpable?: true; noSiteBar?: true };
}

/**
 * The layouts that draw the site's bar (the desktop header or the phone navbar), which index.html draws
 * before the scripts run; the server leaves it out of the others' pages (campaign, evaluation, bare ones).
 */
const SITE_BAR_LAYOUTS: ReadonlySet<RouteLayout> = new Set(['desktop', 'about', 'studymag', 'mobile']);

/** The component file of each layout (src/app/layouts/index.ts maps the same names). */
const LAYOUT_FILES: Record<RouteLayout, string> = {
  desktop: 'DesktopLayout',
  about: 'AboutLayout',
  studymag: 'StudymagLayout',
  bare: 'BareLayout',
  mobile: 'MobileLayout',
  evaluation: 'EvaluationLayout',
  campaign: 'CampaignLayout',
  none: 'PlainLayout',
};

const slashed = (id: string) => id.replaceAll('\\', '/');

interface ChunkMeta {
  viteMetadata?: { importedCss: Set<string> };
}

export function pagePreloads(routes: readonly RouteDef[]): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (test: (id: string) => boolean) => chunks.find((chunk) => chunk.moduleIds.some((id) => test(slashed(id))));
      const entries = chunks.filter((chunk) => chunk.isEntry);

      const closure = (roots: OutputChunk[]): Set<OutputChunk> => {
        const seen = new Set<OutputChunk>();
        const stack = [...roots];
        while (stack.length > 0) {
          const chunk = stack.pop()!;
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) stack.push(next);
          }
        }
        return seen;
      };
      const initial = closure(entries);

      const preloads: PagePreloads = {};
      for (const route of routes) {
        if (route.notFound) continue;
        const page = holding((id) => new RegExp(`/src/pages/${route.page}/[^/]+Page\\.tsx$`).test(id));
        const layout = holding((id) => id.endsWith(`/src/app/layouts/${LAYOUT_FILES[route.layout]}.tsx`));
        const needed = [...closure([page, layout].filter((chunk): chunk is OutputChunk => chunk !== undefined))].filter(
          (chunk) => !initial.has(chunk),
        );
        preloads[route.path] = {
          scripts: needed.map((chunk) => chunk.fileName).sort(),
          styles: [...new Set(needed.flatMap((chunk) => [...((chunk as ChunkMeta).viteMetadata?.importedCss ?? [])]))].sort(),
          // A phone's first visit to these goes on to /m/…: their desktop chunks would be wasted there.
          ...(route.jumpable ? { jumpable: true as const } : {}),
          ...(SITE_BAR_LAYOUTS.has(route.layout) ? {} : { noSiteBar: true as const }),
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
