import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
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
    /*
     * One worker per core. Vitest's default leaves a core free (cores − 1), which on a two-core machine ran every
     * file one after another: the whole suite took 6 min that way and 4 min with two workers (three were no faster).
     */
    maxWorkers: availableParallelism(),
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
          // Files run side by side on PostgreSQL + Redis too: each file copies its own database from the
          // templates and namespaces its keys in the shared store (tests/server/support/testApp.ts), so rate
          // limits and inboxes never meet (the suite on PostgreSQL took 291 s one file at a time, 172 s so).
        },
      },
    ],
  },
});
