import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@tokens': fileURLToPath(new URL('./design-tokens', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    chunkSizeWarningLimit: 400,
  },
});
