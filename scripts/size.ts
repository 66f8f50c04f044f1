/**
 * `npm run size`: the JavaScript a first visit really downloads, measured in Chromium against the real
 * server, per page, against the 150 KB budget.
 *
 * Each page is visited cold (a fresh browser context: empty cache, no cookies, no storage) on a phone
 * screen, with the user agent a phone shows that page with (see measured-pages.ts), until the load event
 * and then 5 s more, so chunks fetched after load (idle-time preloads, the rest of the catalog) count too.
 * Every script response is counted with the bytes it took on the wire: Chromium's encodedDataLength at
 * the end of loading (body as sent, here the build's brotli twin, plus response headers), the figure
 * DevTools shows as "transferred" and Lighthouse as transferSize.
 *
 * Run: npm run size   (exits non-zero when a page is over budget or does not stay on its own address)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  measuredPages,
  PHONE_SCREEN,
  PHONE_USER_AGENT,
  withMeasuredServer,
  type MeasuredPage,
} from './measured-pages';

const BUDGET_KB = 150;
const AFTER_LOAD_MS = 5_000;
/**
 * Code only some visits need: the app's dialogs (login and the rest), the promotion's flow and notice (never
 * on the page a visit opens on), the lesson player, the request encryption, the password encryption and the
 * signed-in avatar menu. A cold visit (signed out, no dialog opened) that downloads one of them fails, whatever its total.
 */
const NOT_ON_A_COLD_VISIT = [
  'src/app/overlays/AppOverlays.tsx',
  'src/app/overlays/PromotionFlow.tsx',
  'src/app/overlays/PromotionNoticeHost.tsx',
  'src/features/learning/LessonPlayer/LessonPlayer.tsx',
  'src/lib/aes.ts',
  'src/lib/rsa.ts',
  'src/components/SiteHeader/AccountMenu.tsx',
  // HLS playback where the browser lacks it: fetched by an HLS lesson's player only.
  'node_modules/hls.js/dist/hls.mjs',
];

/** A build source named in NOT_ON_A_COLD_VISIT (a dependency may be reached through a linked node_modules). */
const notOnAColdVisit = (source: string) => NOT_ON_A_COLD_VISIT.some((path) => source === path || source.endsWith(`/${path}`));

interface ScriptDownload {
  url: string;
  encoding: string;
  /** Bytes on the wire: compressed body plus response headers. */
  transferred: number;
  /** The compressed body alone. */
  body: number;
}

interface Visit {
  page: MeasuredPage;
  finalPath: string;
  scripts: ScriptDownload[];
  failed: string[];
}

/** Build file → the source it was built from, so the table says what each hashed file is. */
function chunkSources(): Map<string, string> {
  const manifestPath = join('dist', '.vite/manifest.json');
  const sources = new Map<string, string>();
  if (!existsSync(manifestPath)) return sources;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; src?: string; name?: string }
  >;
  for (const [key, chunk] of Object.entries(manifest)) sources.set(chunk.file, chunk.src ?? chunk.name ?? key);
  return sources;
}

async function visit(browser: Browser, baseUrl: string, page: MeasuredPage): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
    deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: page.userAgent,
    locale: 'zh-CN',
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const responses = new Map<string, { url: string; script: boolean; encoding: string }>();
    const scripts: ScriptDownload[] = [];
    const failed: string[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
      responses.set(requestId, {
        url: response.url,
        script: type === 'Script' || /javascript/i.test(response.mimeType),
        encoding: encoding ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (!response?.script) return;
      scripts.push({ url: response.url, encoding: response.encoding, transferred: encodedDataLength, body: 0 });
    });
    cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
      const response = responses.get(requestId);
      if (response?.script) failed.push(`${response.url} (${errorText})`);
    });
    await cdp.send('Network.enable');
    // The body size as Playwright reports it, to show how much of each transfer is headers.
    const bodies = new Map<string, number>();
    tab.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      void request
        .sizes()
        .then((sizes) => bodies.set(request.url(), sizes.responseBodySize))
        .catch(() => undefined);
    });

    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(AFTER_LOAD_MS);
    const finalUrl = new URL(tab.url());
    for (const script of scripts) script.body = bodies.get(script.url) ?? 0;
    return { page, finalPath: `${finalUrl.pathname}${finalUrl.search}`, scripts, failed };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

function report(visits: Visit[]): boolean {
  const sources = chunkSources();
  let within = true;
  for (const { page, finalPath, scripts, failed } of visits) {
    const agent = page.userAgent === PHONE_USER_AGENT ? 'phone user agent' : 'phone, desktop-site user agent';
    console.log(`\n${page.name}  (${PHONE_SCREEN.width}×${PHONE_SCREEN.height}, ${agent})  ${page.path}`);
    console.log('   transferred       body  enc   file');
    const sorted = [...scripts].sort((a, b) => b.transferred - a.transferred);
    for (const script of sorted) {
      const file = new URL(script.url).pathname.replace(/^\//, '');
      const source = sources.get(file);
      console.log(
        `   ${kb(script.transferred)} KB  ${kb(script.body)} KB  ${script.encoding.padEnd(4)}  ${file}${source ? `  (${source})` : ''}`,
      );
    }
    const total = scripts.reduce((sum, script) => sum + script.transferred, 0);
    const over = total / 1024 > BUDGET_KB;
    const moved = finalPath !== page.path;
    console.log(
      `   ${kb(total)} KB  total of ${scripts.length} scripts, budget ${BUDGET_KB} KB: ${over ? 'OVER BUDGET' : 'within'}`,
    );
    if (moved) console.log(`   ! the visit ended on ${finalPath}, not on the page measured`);
    for (const line of failed) console.log(`   ! failed: ${line}`);
    const unwanted = scripts
      .map((script) => sources.get(new URL(script.url).pathname.replace(/^\//, '')))
      .filter((source): source is string => source !== undefined && notOnAColdVisit(source));
    for (const source of unwanted) console.log(`   ! downloaded ${source}, which a cold visit must not need`);
    if (over || moved || failed.length > 0 || unwanted.length > 0) within = false;
  }
  console.log(`\nSummary (JavaScript transferred per cold visit, budget ${BUDGET_KB} KB):`);
  for (const { page, scripts } of visits) {
    const total = scripts.reduce((sum, script) => sum + script.transferred, 0);
    console.log(`  ${page.name.padEnd(16)} ${kb(total)} KB  in ${scripts.length} files`);
  }
  return within;
}

async function main(): Promise<void> {
  const visits = await withMeasuredServer(async (server) => {
    const pages = await measuredPages(server.url);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const results: Visit[] = [];
      for (const page of pages) results.push(await visit(browser, server.url, page));
      return results;
    } finally {
      await browser.close();
    }
  });
  process.exitCode = report(visits) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
