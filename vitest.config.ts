import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: aliases },
  test: {
    /*
     * Test files share their worker's module cache and DOM instead of each starting fresh: no test relies on
     * another file's leftovers (every suite passes with its files shuffled), and the per-file start-up was
     * most of the run (the web files took 205 s isolated, 35 s shared; the server files 503 s and 325 s).
     */
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/resizeObserver.ts', 'tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // On PostgreSQL, the template databases each file's database is copied from.
          globalSetup: ['tests/server/platform/db/postgresTemplates.ts'],
          setupFiles: ['tests/setup/passwordHashing.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // On PostgreSQL + Redis the suites share one database server and one store (rate limits, inboxes):
          // their files run one at a time there. Embedded, each file has its own in-memory database and store,
          // so the files run side by side.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
});
