import { defineConfig, devices } from '@playwright/test';
import { seasonAt } from './server/src/modules/catalog/seasons';
import { testBrowserPath } from './tests/setup/testBrowser';

// Several checkouts may run their browser tests at once on one machine: each picks its own port.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

/*
 * Every browser starts having seen this season's promotion (src/app/overlays/promotionSeen.ts), so it never
 * comes up over a test about something else; contexts made in a test inherit it. The promotion's own tests
 * start from an empty storage.
 */
const promotionSeen = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        {
          name: 'xueban.promotionSeen',
          value: JSON.stringify({ value: seasonAt(new Date()).promotion.mainTitle, timestamp: Date.now() }),
        },
      ],
    },
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Most of a browser test is waiting on the page and the server (some wait out a minute's SMS cooldown): four at a
  // time fill the two cores (the suite took 12.1 min with three in CI, 7.5 min with four here).
  workers: 4,
  retries: 0,
  reporter: 'list',
  // The longest journeys (sign in, sit a paper, reload, read the report) take 20–27 s on a slow shared host;
  // a hung test still fails after a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'off', storageState: promotionSeen },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: testBrowserPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    // Builds the SPA when needed and serves it with the API on PORT, on a fresh temporary data directory.
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${baseURL}/home`,
    // The server answers before its staff accounts and known devices are in: tests start once it says so.
    wait: { stdout: /e2e server on / },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
