import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@tokens': fileURLToPath(new URL('./design-tokens', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

const NATIVE_SYNC_EXTERNAL_STORE = '\0native-use-sync-external-store';
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

/**
 * Production builds of the libraries in the first download, trimmed to what the app uses. Build only:
 * development keeps the libraries' warnings and component names.
 */
function productionLibraries(): Plugin {
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), productionLibraries()],
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
    sourcemap: false,
    // The size report (npm run size) reads the manifest to tell the entry's static graph from lazy chunks.
    manifest: true,
    // Minified, not compressed: the entry (all of the first download in one file) is around 400 kB; what
    // counts is its gzip size, which npm run size checks against the budget.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is downloaded before any page anyway: one file
          // compresses better than several and costs one request.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
