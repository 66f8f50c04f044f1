/**
 * Visual regression of every story: rendered in Chromium at a phone and a desktop viewport in both
 * locales, compared with the committed baselines. `--update` rewrites the baselines.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { serveStatic } from '../../scripts/static-server';
import { comparePngs } from './compare';
import { unexpectedFaces } from './fontCheck';
import { checksStory, startStoryCheck, storyCheckFailures, waitForStoryFinished } from './storyChecks';

const root = resolve(import.meta.dirname, '../..');
const storybookDir = resolve(root, process.env.STORYBOOK_DIR ?? 'storybook-static');
// VISUAL_BASELINE_DIR compares against other pictures, e.g. ones taken before a refactoring.
const baselineDir = resolve(root, process.env.VISUAL_BASELINE_DIR ?? 'tests/visual/baselines');
const outputDir = join(root, 'tests/visual/__output__');
const update = process.argv.includes('--update');
const filter = process.argv.find((arg) => arg.startsWith('--filter='))?.slice('--filter='.length);

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
  /** The operations console's narrow screen: staff work on laptops, not phones. */
  laptop: { width: 1024, height: 768 },
} as const;
type Viewport = keyof typeof viewports;

/** The widths a story is drawn at: the site's at phone and desktop, the console's (tag `console`) at desktop and laptop. */
function viewportsOf(story: IndexEntry): Viewport[] {
  return story.tags?.includes('console') ? ['desktop', 'laptop'] : ['phone', 'desktop'];
}
export const shotLocales = ['zh-CN', 'en'] as const;
/**
 * Every story at both widths in Chinese; English at the narrow width (phone, or laptop for the console), where
 * its longer words are the ones that overflow. (VISUAL_ALL_LOCALES=1 adds English at the desktop width too.)
 */
function wanted(viewport: Viewport, locale: (typeof shotLocales)[number]): boolean {
  return locale === 'zh-CN' || viewport !== 'desktop' || process.env.VISUAL_ALL_LOCALES === '1';
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

function storiesToShoot(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .filter((entry) => !filter || entry.id.includes(filter))
    .sort((a, b) => a.id.localeCompare(b.id));
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    channel: { emit(event: string, payload: unknown): void };
    currentRender?: { id?: string; phase?: string };
  };
};

const settledPhases = ['finished', 'completed', 'errored', 'aborted'];

/** Until the preview has rendered `storyId` and its play function (if any) has ended. */
async function waitForRender(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction(
    ({ storyId, settledPhases }) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && settledPhases.includes(render.phase ?? '');
    },
    { storyId, settledPhases },
    { timeout: 30000 },
  );
}

/**
 * Switches the already loaded preview to a story and locale through Storybook's channel: reloading the
 * iframe for every picture costs seconds, switching costs milliseconds. Each story still renders fresh.
 */
async function shoot(page: Page, url: string, storyId: string, locale: string, checked: boolean): Promise<Buffer> {
  // Each page keeps one locale and viewport and sees every story once, so each switch is a fresh render.
  // On the page whose stories are checked (see storyChecks.ts), axe runs after each render and the page's
  // first story is mounted once more once the checks listen, so that they hear all of its events.
  // tsx keeps function names by wrapping them in a `__name` helper, which the page lacks.
  const check = checked ? `var __name = (fn) => fn; (${startStoryCheck.toString()})()` : null;
  const firstLoad = !page.url().includes('/iframe.html');
  if (firstLoad) {
    const a11y = checked ? '' : ';a11y.manual:!true';
    await page.goto(`${url}/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}${a11y}`, {
      waitUntil: 'load',
    });
    await waitForRender(page, storyId);
  }
  if (!firstLoad || check) {
    const event = firstLoad ? 'forceRemount' : 'setCurrentStory';
    await page.evaluate(
      ({ storyId, check, event }) => {
        // The checks' start arrives as source: the page cannot import it.
        if (check) new Function(check)();
        (window as PreviewWindow).__STORYBOOK_PREVIEW__!.channel.emit(event, { storyId, viewMode: 'story' });
      },
      { storyId, check, event },
    );
  }
  if (checked) await waitForStoryFinished(page, storyId);
  await waitForRender(page, storyId);
  await page.evaluate(async (locale) => {
    await document.fonts.ready;
    // The locale decorator switches the language asynchronously; wait until the document says so.
    for (let i = 0; i < 50 && document.documentElement.lang !== locale; i++) await new Promise((r) => setTimeout(r, 20));
    // Lazy images below the fold never start loading in a screenshot that is never scrolled: load them now.
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    const settled = Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    // A picture that never answers must not hang the run: it shows as a difference instead.
    await Promise.race([settled, new Promise((done) => setTimeout(done, 5000))]);
    // A video's picture is whatever frame decoding had reached when the shot was taken, and no wait made
    // that certain: holding every clip on its first frame still left a few hundred pixels differing now and
    // then on a loaded machine. The shot leaves the picture out and keeps the player around it (its box,
    // what lies over it, its controls), which is what the stories are about.
    for (const video of document.querySelectorAll('video')) video.pause();
    const hidePictures = document.createElement('style');
    hidePictures.textContent = 'video { visibility: hidden !important; }';
    document.head.append(hidePictures);
  }, locale);
  await settleRequests(page);
  // A lazy part's stand-in (marked data-suspense-fallback) is still on screen: React reveals the part no
  // sooner than 300 ms after its fallback appeared, so wait for the stand-in to go, then let the page settle.
  const standIn = await page.$('[data-suspense-fallback]');
  if (standIn) {
    await page
      .waitForFunction(() => !document.querySelector('[data-suspense-fallback]'), null, { timeout: 3000 })
      .catch(() => undefined);
    await settleRequests(page);
  }
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Requests a page has in flight that can still change what it draws: chunks, styles, fonts, images, data. */
const inFlight = new WeakMap<Page, Set<unknown>>();
const drawingResources = new Set(['script', 'stylesheet', 'font', 'image', 'fetch', 'xhr']);

function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (drawingResources.has(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until no request that can change the picture is in flight for two quiet checks in a row: a part
 * a story loads lazily (a chunk behind Suspense) must be in the shot, not its fallback. Gives up after 3 s,
 * so a request that never ends shows as a difference rather than a hang.
 */
async function settleRequests(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  let quiet = 0;
  for (const deadline = Date.now() + 3000; quiet < 2 && Date.now() < deadline;) {
    await page.waitForTimeout(30);
    quiet = pending && pending.size > 0 ? 0 : quiet + 1;
  }
}

function baselinePath(storyId: string, locale: string, viewport: string): string {
  return join(baselineDir, storyId, `${locale}.${viewport}.png`);
}

async function main(): Promise<void> {
  if (!existsSync(join(storybookDir, 'index.json')))
    throw new Error(`No Storybook build in ${storybookDir}: run npm run build-storybook`);
  const stories = storiesToShoot();
  const { server, url } = await serveStatic(storybookDir);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--font-render-hinting=none',
    ],
  });
  rmSync(outputDir, { recursive: true, force: true });
  const failures: string[] = [];
  let passed = 0;
  const jobs = stories.flatMap((story) =>
    viewportsOf(story).flatMap((viewport) =>
      shotLocales.filter((locale) => wanted(viewport, locale)).map((locale) => ({ story, viewport, locale })),
    ),
  );
  // Four pages at once keep a two-core machine busiest (much of a shot is waiting for a render to settle, in which
  // another page can draw): 456 shots took 111 s with three and 99 s with four.
  const workers = Number(process.env.VISUAL_WORKERS ?? 4);
  let next = 0;
  const seen = new Set<string>();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const pages = new Map<string, Page>();
      for (;;) {
        const job = jobs[next++];
        if (!job) break;
        const { story, viewport, locale } = job;
        let page = pages.get(`${viewport}-${locale}`);
        if (!page) {
          const context = await browser.newContext({
            viewport: viewports[viewport],
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            locale: 'zh-CN',
          });
          page = await context.newPage();
          trackRequests(page);
          pages.set(`${viewport}-${locale}`, page);
        }
        const file = baselinePath(story.id, locale, viewport);
        seen.add(file);
        const label = `${story.title} / ${story.name} [${locale} ${viewport}]`;
        try {
          const started = Date.now();
          const checked = checksStory(viewport, locale);
          const actual = await shoot(page, url, story.id, locale, checked);
          if (process.env.VISUAL_TIMING) console.log(`${Date.now() - started} ms ${label}`);
          if (checked) {
            for (const failure of await storyCheckFailures(page, story.id)) failures.push(`${label}: ${failure}`);
            for (const failure of await unexpectedFaces(page)) failures.push(`${label}: ${failure}`);
          }
          if (update) {
            mkdirSync(dirname(file), { recursive: true });
            const unchanged = existsSync(file) && comparePngs(readFileSync(file), actual).equal;
            if (!unchanged) writeFileSync(file, actual);
            passed++;
            continue;
          }
          if (!existsSync(file)) {
            failures.push(`${label}: no baseline (run npm run test:visual:update)`);
            writeOutput(story.id, locale, viewport, actual);
            continue;
          }
          const result = comparePngs(readFileSync(file), actual);
          if (result.equal) passed++;
          else {
            failures.push(`${label}: ${result.reason}`);
            writeOutput(story.id, locale, viewport, actual, result.diff);
          }
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }),
  );
  await browser.close();
  server.close();
  if (update && !filter) removeStaleBaselines(seen);
  for (const failure of failures) console.error(`✗ ${failure}`);
  if (failures.length) console.error(`Actual and diff images: ${outputDir}`);
  console.log(`visual: ${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length ? 1 : 0;
}

function writeOutput(storyId: string, locale: string, viewport: string, actual: Buffer, diff?: Buffer): void {
  const dir = join(outputDir, storyId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${locale}.${viewport}.actual.png`), actual);
  if (diff) writeFileSync(join(dir, `${locale}.${viewport}.diff.png`), diff);
}

function removeStaleBaselines(seen: Set<string>): void {
  if (!existsSync(baselineDir)) return;
  for (const storyId of readdirSync(baselineDir)) {
    const dir = join(baselineDir, storyId);
    for (const file of readdirSync(dir)) if (!seen.has(join(dir, file))) rmSync(join(dir, file));
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
}

await main();
