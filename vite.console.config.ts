import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases, precompress, productionLibraries } from './vite.config';

/**
 * The operations console (/admin): its own entry and chunks, written into the site's dist/ after the site's
 * build (the console-build plugin of vite.config.ts runs it). The server answers every /admin address with
 * dist/admin.html; its hashed files share dist/assets/ and its caching.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/app/console', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), productionLibraries(), precompress('own')],
  resolve: { alias: aliases },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // The site's build is already there.
    emptyOutDir: false,
    // The size report reads the site's manifest; the console has no budget of a family's first visit.
    manifest: false,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: fileURLToPath(new URL('./src/app/console/admin.html', import.meta.url)) },
  },
});
