import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { pagePreloads } from './scripts/build/pagePreloads';
import { routeTable } from './contract/routes/table';

/** Chunks named after pages or layouts, or shared by several: they go by their hash alone. */
const SHORT_NAMED = /^shared~|Page$|Layout$/;

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@tokens': fileURLToPath(new URL('./design-tokens', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

const NATIVE_SYNC_EXTERNAL_STORE = '\0native-use-sync-external-store';
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

/**
 * Production builds of the libraries in the first download, trimmed to what the app uses. Build only:
 * development keeps the libraries' warnings and component names.
 */
export function productionLibraries(): Plugin {
  const reactRouter = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'production-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      // React Router resolves to its development build (with dev warnings) under every export condition.
      if (source === 'react-router') return reactRouter;
      // React 19 has useSyncExternalStore; the shims only add the fallback for React 16 and 17.
      if (source === 'use-sync-external-store/shim') return NATIVE_SYNC_EXTERNAL_STORE;
      if (source === 'use-sync-external-store/shim/with-selector') {
        return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      return id === NATIVE_SYNC_EXTERNAL_STORE ? "export { useSyncExternalStore } from 'react';" : null;
    },
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      // React Router's components and contexts are created by calls the bundler cannot tell are pure and
      // are named by property writes, which keeps every one of them (forms, fetchers, prefetching links)
      // in the bundle whether used or not. Marked pure and unnamed, the unused ones drop out.
      return {
        code: code
          .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''),
        map: null,
      };
    },
  };
}

/** Files a browser fetches as text: compressed once at build time, at the best levels, not per request. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a brotli (quality 11) and a gzip twin next to every text file of the build; the server sends the
 * one the browser accepts (`preCompressed`). Brotli at its best level is about 13 % smaller than gzip, and
 * a visitor's first download is what the size budget counts.
 */
export function precompress(only: 'all' | 'own' = 'all'): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      // A build that writes beside another's files (the console's) compresses only its own.
      const files = only === 'own' ? Object.keys(bundle).map((name) => join(outDir, name)) : filesUnder(outDir);
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The operations console is a build of its own (vite.console.config.ts), written into dist/ after the site's:
 * a family's pages never share a chunk with it, and the site's chunk plan never sees its modules. Every
 * `vite build` of the site builds it too, so no command can serve a site without its console. In
 * development, /admin addresses are the console's page.
 */
function consoleBuild(): Plugin {
  let siteBuild = false;
  return {
    name: 'console-build',
    configResolved(config) {
      siteBuild = config.command === 'build' && resolve(config.root, config.build.outDir) === resolve(config.root, 'dist');
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/admin(?:[/?#]|$)/.test(request.url)) request.url = '/src/app/console/admin.html';
        next();
      });
    },
    async closeBundle() {
      if (!siteBuild) return;
      const { build } = await import('vite');
      await build({ configFile: fileURLToPath(new URL('./vite.console.config.ts', import.meta.url)), logLevel: 'warn' });
      // And the server's render of the public pages (vite.ssr.config.ts), from the same sources.
      await build({ configFile: fileURLToPath(new URL('./vite.ssr.config.ts', import.meta.url)), logLevel: 'warn' });
    },
  };
}

/** The module the entry imports the app from, after React DOM has been evaluated (src/main.tsx). */
const APP_START = '/src/app/start.tsx';
const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LAYOUT_FILE = /[\\/]src[\\/]app[\\/]layouts[\\/](\w+)Layout\.tsx$/;
const PAGE_FILE = /[\\/]src[\\/]pages[\\/](\w+)[\\/].+Page\.tsx$/;
/** Layouts of their own (not built on the desktop layout): what they share with it stays out of its chunk. */
const NON_DESKTOP_LAYOUTS = new Set(['Mobile', 'Evaluation', 'Campaign', 'Plain', 'Bare']);
/**
 * The public desktop pages (src/pages/desktop/*): what several of them use goes with the desktop layout.
 * The about, personal and handbook pages share their own parts (forms, documents) in chunks of their own.
 */
const DESKTOP_PAGE_AREAS = new Set(['desktop']);
/**
 * A module that this many public desktop pages use goes into the desktop (or storefront) chunk instead of a
 * chunk of its own. Measured with npm run size: at 3 the desktop chunk carried order and payment calls into
 * every first visit; at 5 and more the parts split into more files than they save.
 */
const COMMON_PAGE_SHARE = 4;
/** The pages a phone lands on (/m/home, /m/course): what they share with the desktop pages is the storefront. */
const MOBILE_LANDING_PAGE = /[\\/]src[\\/]pages[\\/]mobile[\\/](home|course)[\\/]Mobile\w+Page\.tsx$/;

/**
 * Decides, from the module graph, the chunks every desktop visit downloads after the entry:
 * - `app`: the app itself (machines, route table, providers, set-up), which every visit runs after the entry;
 * - `frame`: what any layout and page needs (the query cache, the HTTP client, the rest of the catalog);
 * - `storefront`: the parts most desktop pages share (cards, prices, pictures, loading states) that the
 *   phone's landing pages use too, with everything those pages may load later, so a phone never downloads
 *   the desktop chunk;
 * - `desktop`: the desktop layout (header, search, footer) and the rest of the desktop pages' common parts,
 *   minus what the other layouts use too.
 * Everything else stays in the page chunks and in shared chunks by page. Without this, the page parts
 * split into dozens of small chunks by which pages share them: every file costs a request, its headers
 * and its own compression, and a first visit downloaded some thirty of them.
 */
function chunkPlan() {
  const app = new Set<string>();
  const frame = new Set<string>();
  const desktop = new Set<string>();
  const storefront = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd() {
      app.clear();
      frame.clear();
      desktop.clear();
      storefront.clear();
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[], lazyToo = false): Set<string> => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []), ...((lazyToo && info?.dynamicallyImportedIds) || []));
        }
        return seen;
      };
      const entryOnly = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const ending = (suffix: string) => ids.filter((id) => id.replaceAll('\\', '/').endsWith(suffix));
      // The app, which the entry imports in a task after its own (src/main.tsx): every visit runs it.
      for (const id of closure(ending(APP_START))) if (!entryOnly.has(id)) app.add(id);
      const initial = new Set([...entryOnly, ...app]);
      const frameRoots = [
        ...ending('/src/app/providers/withQueryClient.tsx'),
        ...ending('/src/i18n/catalogRest.ts'),
        ...ending('/src/app/api/queries.ts'),
      ];
      for (const id of closure(frameRoots)) if (!initial.has(id)) frame.add(id);

      const layouts = ids.filter((id) => LAYOUT_FILE.test(id));
      const otherLayouts = closure(layouts.filter((id) => NON_DESKTOP_LAYOUTS.has(LAYOUT_FILE.exec(id)![1]!)));
      const uses = new Map<string, number>();
      const pages = ids.filter((id) => DESKTOP_PAGE_AREAS.has(PAGE_FILE.exec(id)?.[1] ?? ''));
      for (const page of pages) for (const id of closure([page])) uses.set(id, (uses.get(id) ?? 0) + 1);
      const common = [...uses].filter(([id, count]) => count >= COMMON_PAGE_SHARE && !pages.includes(id)).map(([id]) => id);
      const desktopLayout = layouts.filter((id) => LAYOUT_FILE.exec(id)![1] === 'Desktop');
      const mobileLayout = layouts.filter((id) => LAYOUT_FILE.exec(id)![1] === 'Mobile');
      // With the views they load later (course detail, trial lesson): those are preloaded while idle.
      const mobileUses = closure([...mobileLayout, ...ids.filter((id) => MOBILE_LANDING_PAGE.test(id))], true);
      for (const id of closure([...desktopLayout, ...common])) {
        if (initial.has(id) || frame.has(id)) continue;
        if (mobileUses.has(id)) storefront.add(id);
        else if (!otherLayouts.has(id)) desktop.add(id);
      }
    },
  };
  return {
    plugin,
    inApp: (id: string) => app.has(id),
    inFrame: (id: string) => frame.has(id),
    inDesktop: (id: string) => desktop.has(id),
    inStorefront: (id: string) => storefront.has(id),
  };
}
const plan = chunkPlan();

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    productionLibraries(),
    plan.plugin,
    pagePreloads(routeTable),
    precompress(),
    consoleBuild(),
  ],
  resolve: { alias: aliases },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // The SPA and the API share one origin in development as they do in production.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/assets': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the site serves preloads modules itself (one that does not fetches them when asked): the
    // polyfill was 0.4 KB of every first visit's entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The size report (npm run size) names the files a visit downloads by the sources they were built from.
    manifest: true,
    // Minified, not compressed: the entry is around 400 kB; what counts is what a visit transfers
    // (brotli), which npm run size measures in Chromium against the budget.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        // The app's map of what each page loads (part of every first visit) lists every file by name, and a chunk
        // shared by pages is named after all of them (shared~PageA~PageB~…): pages, layouts and shared chunks get
        // short names, 2 KB less for every first visit. The manifest still names each file's sources.
        chunkFileNames: (chunk) => (SHORT_NAMED.test(chunk.name) ? 'assets/s-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) =>
          SHORT_NAMED.test((asset.names[0] ?? '').replace(/\.css$/, ''))
            ? 'assets/s-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Everything the entry imports statically is downloaded before any page anyway: one file
          // compresses better than several and costs one request.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // React DOM, then the app, each evaluated in a task of its own after the small entry (src/main.tsx);
            // the HTML preloads both beside the entry.
            { name: 'react', test: (id) => REACT_DOM.test(id) },
            { name: 'app', test: plan.inApp },
            // Then what every layout needs, the storefront parts phones share, and the desktop layout with the
            // rest of the desktop pages' common parts (first, the storefront: a group takes in the modules its
            // own modules import that no earlier group holds).
            { name: 'frame', test: plan.inFrame },
            { name: 'storefront', test: plan.inStorefront },
            { name: 'desktop', test: plan.inDesktop },
            {
              // What the other pages share goes into chunks by the pages that use it, small ones merged:
              // every file a visit downloads costs a request and its headers. Only the very small ones: a
              // merged chunk is downloaded by every page of both, and at 4 kB the phone home page fetched
              // the dialog and study-report code that way (/m/home 193 kB at 4 000, 174 kB at 1 500).
              name: 'shared',
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 1_500,
            },
          ],
        },
      },
    },
  },
});
