/**
 * What `npm run size` and `npm run bench:web` measure and against what: the real server (built SPA + API)
 * on a fresh embedded database, the public pages of the budget with real ids read from its API, and the
 * phone the visits are made with.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { href } from '../contract/addresses/href';
import { guardRoute } from '../src/app/routes/guard';
import { needsBuild } from './start-build';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

/** Lighthouse's mobile device (a mid-range Android phone): the screen both measurements use. */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
/** Chrome on that phone. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/**
 * Chrome on the same phone with "Desktop site" ticked: it sends a desktop Linux user agent, so the route
 * guard draws the desktop page at the phone's screen instead of sending the visitor to /m/….
 */
export const PHONE_DESKTOP_SITE_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

export interface MeasuredPage {
  /** The page as the README and the reports name it. */
  name: string;
  path: string;
  userAgent: string;
}

export interface MeasuredServer {
  url: string;
  close(): Promise<void>;
}

/** Builds dist/ when it is missing or older than its sources, as `npm start` does. */
export function buildIfNeeded(): void {
  if (!needsBuild()) return;
  console.log('Building the web app (dist/)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The one server process (API + built SPA) on a free loopback port and a fresh seeded database. */
export async function startMeasuredServer(): Promise<MeasuredServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueban-measure-'));
  const { startServer } = await import('../server/src/server.ts');
  const server = await startServer({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Always the embedded database: the pages and their data are the same, and nothing is left behind.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    RATE_LIMITS: 'off',
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

/** An anonymous API call as the SPA makes it (form-encoded POST with the organisation number). */
async function firstIdOf(baseUrl: string, path: string, body: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Org ${process.env.ORG_NUMBER ?? '20260001'}`,
    },
    body,
  });
  const envelope = (await response.json()) as Envelope<{ list?: { id: number }[] }>;
  const id = envelope.appData?.list?.[0]?.id;
  if (envelope.status !== 1 || typeof id !== 'number') throw new Error(`${path} gave no id: ${JSON.stringify(envelope)}`);
  return id;
}

/** The user agent of a phone visit that shows `path` itself: the desktop-site one where the guard would redirect. */
function phoneUserAgentFor(path: string): string {
  const [pathname = path, search = ''] = path.split('?');
  const decision = guardRoute({
    pathname,
    search: search ? `?${search}` : '',
    isFirstEntry: true,
    isMobileDevice: true,
    isLoggedIn: false,
    hasEToken: false,
  });
  return decision.redirect ? PHONE_DESKTOP_SITE_USER_AGENT : PHONE_USER_AGENT;
}

/**
 * /home, a real course's chapter page, a real article, and the mobile site's /m/home and /m/course, each
 * with the user agent a phone shows it with.
 */
export async function measuredPages(baseUrl: string): Promise<MeasuredPage[]> {
  const courseId = await firstIdOf(baseUrl, '/api/web/v1/course/findByHeadlineId', 'size=1');
  const articleId = await firstIdOf(baseUrl, '/api/web/v1/information/find', 'page=1&size=1');
  const paths = [
    { name: '/home', path: '/home' },
    { name: '/course/chapter', path: href.courseChapter({ courseId }) },
    { name: '/news/detail', path: `/news/detail?id=${articleId}` },
    { name: '/m/home', path: '/m/home' },
    { name: '/m/course', path: '/m/course' },
  ];
  return paths.map((page) => ({ ...page, userAgent: phoneUserAgentFor(page.path) }));
}

/** Runs `task` against a freshly started server and always stops it. */
export async function withMeasuredServer<T>(task: (server: MeasuredServer) => Promise<T>): Promise<T> {
  buildIfNeeded();
  const server = await startMeasuredServer();
  try {
    return await task(server);
  } finally {
    await server.close();
  }
}
