/**
 * Writes dist/.vite/page-preloads.json: for every path of the route table, the script and style files its
 * layout and page chunks need beyond the entry. The server names them in the page's HTML
 * (`<link rel="modulepreload">`, `<link rel="preload" as="style">`), so a first visit fetches them alongside the
 * entry instead of after it has run and the router has decided what to load.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { RouteDef, RouteLayout } from '../../contract/routes/types';

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

/** The chunk of the app (the `app` group of vite.config.ts), which the entry imports after React DOM has run. */
const APP_CHUNK = 'app';

/** The bundle's chunks, what a set of them imports (themselves included), and the style sheets of some. */
function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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
  const stylesOf = (some: OutputChunk[]) => [
    ...new Set(some.flatMap((chunk) => [...((chunk as ChunkMeta).viteMetadata?.importedCss ?? [])])),
  ];
  return { chunks, closure, stylesOf };
}

export function pagePreloads(routes: readonly RouteDef[]): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    /*
     * Every page runs the app: index.html preloads its chunk (and what it imports beyond the entry) beside the
     * entry, as Vite does for the entry's own imports, instead of the entry asking for it once it has run.
     */
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { chunks, closure, stylesOf } = chunkGraph(bundle);
        const entry = closure(chunks.filter((chunk) => chunk.isEntry));
        const app = [...closure(chunks.filter((chunk) => chunk.name === APP_CHUNK))].filter((chunk) => !entry.has(chunk));
        // Their style sheets are fetched, not applied: importing the app applies them and waits for them.
        return [
          ...stylesOf(app).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...app.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
    generateBundle(_options, bundle: OutputBundle) {
      const { chunks, closure, stylesOf } = chunkGraph(bundle);
      const holding = (test: (id: string) => boolean) => chunks.find((chunk) => chunk.moduleIds.some((id) => test(slashed(id))));
      // The entry and the app it imports after itself (src/main.tsx), which index.html preloads for every page.
      const initial = closure(chunks.filter((chunk) => chunk.isEntry || chunk.name === APP_CHUNK));

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
          styles: stylesOf(needed).sort(),
          // A phone's first visit to these goes on to /m/…: their desktop chunks would be wasted there.
          ...(route.jumpable ? { jumpable: true as const } : {}),
          ...(SITE_BAR_LAYOUTS.has(route.layout) ? {} : { noSiteBar: true as const }),
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
