import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './vite.config';

/**
 * The server's render of the public pages (src/app/ssr/renderPage.tsx), built into dist/ssr beside the site
 * it renders, with every library inside: the released server has no development packages. The styles'
 * class names are the site build's own (vanilla-extract names them by file), so the markup is the site's.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: aliases },
  logLevel: 'warn',
  // React's and the libraries' production builds, whatever the server runs as: no development checks per render.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/ssr/renderPage.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    // The server loads the pages' parts as it needs them, like the browser.
    rollupOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'parts/[name]-[hash].js' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
