/**
 * `npm run bench:video`: the time from pressing play to the first frame on screen, on the local server, as
 * the demo student meets it on /video. The server is the browser tests' one (built SPA and API, fresh
 * embedded database, a fixed captcha answer, the demo student's test devices known), so the student signs
 * in through the real login call without an SMS code. Each run opens the lesson in a cold browser context
 * (nothing of the video cached), presses the player's play button and stops the clock at the first frame
 * the browser presents (requestVideoFrameCallback).
 *
 * Run: npm run bench:video   (BENCH_RUNS to change the number of runs, default 7; BENCH_PORT, default 4390)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright';
import { DEMO_PASSWORD } from '../server/src/platform/db/seed/accounts';
import { DEMO_STUDENT_DEVICES, DEMO_STUDENT_PHONE } from '../tests/e2e/account/demoStudent';
import { encryptPassword } from '../tests/server/deploy/cluster';
import { median } from './bench/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './measured-pages';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = process.env.BENCH_PORT ?? '4390';
const BASE = `http://127.0.0.1:${PORT}`;
/** The e2e server answers every image captcha with this text (scripts/e2e-server.ts). */
const CAPTCHA_ANSWER = 'e2e1';

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

async function call<T>(path: string, form: Record<string, string>, token?: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token ? `Bearer ${token}` : 'Org 20260001',
    },
    body: new URLSearchParams(form),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.appData;
}

async function serverUp(): Promise<void> {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const answer = await fetch(`${BASE}/home`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${BASE} did not start`);
}

interface Run {
  /** Press of the play button → first frame presented. */
  playToFrame: number;
  /** Page opened → player ready to play (address signed, metadata loaded). */
  openToReady: number;
}

const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
  env: { ...process.env, E2E_PORT: PORT, DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await serverUp();
  // The lesson to play: the first of the first course the demo student owns (the API, from its known device).
  const c = randomBytes(8).toString('hex');
  await fetch(`${BASE}/api/captcha?c=${c}`);
  const login = await call<{ token: string; userInfo: { rsNo: string } }>('/api/v1/userInfo/login/V2', {
    loginName: DEMO_STUDENT_PHONE,
    loginPassword: encryptPassword(DEMO_PASSWORD),
    captcha: CAPTCHA_ANSWER,
    c,
    deviceId: DEMO_STUDENT_DEVICES[0]!,
  });
  const courses = await call<{ list: { courseId: number }[] }>(
    '/api/v1/orders/findMyCourse',
    { page: '1', size: '10' },
    login.token,
  );
  const chapters = await call<{ chapters: { lessons: { classId: number }[] }[] }>(
    '/api/v1/orders/findMyChapter',
    { courseId: String(courses.list[0]!.courseId) },
    login.token,
  );
  const classId = chapters.chapters[0]!.lessons[0]!.classId;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Run[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      // The script runner names functions with a helper the page does not have: give it a stand-in.
      await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
      // Signed in as a user does it, through the login dialog, from the demo student's known device.
      await context.addInitScript((deviceId) => {
        if (!localStorage.getItem('xueban.deviceId')) {
          localStorage.setItem('xueban.deviceId', JSON.stringify({ value: deviceId, timestamp: Date.now() }));
        }
      }, DEMO_STUDENT_DEVICES[0]!);
      const page = await context.newPage();
      await page.goto(`${BASE}/news`);
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      const dialog = page.getByRole('dialog', { name: '欢迎登录学伴在线' });
      await dialog.getByLabel('手机号').fill(DEMO_STUDENT_PHONE);
      await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
      await dialog.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByRole('button', { name: '我知道了' }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /账户菜单/ })
        .waitFor();
      const opened = Date.now();
      await page.goto(`${BASE}/video?classId=${classId}`);
      const video = page.locator('video[slot="media"]');
      await page.waitForFunction(
        () => ((document.querySelector('video[slot="media"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
        null,
        { timeout: 30_000 },
      );
      const openToReady = Date.now() - opened;
      // The press and the first frame, on the page's own clock.
      await video.evaluate((element: HTMLVideoElement) => {
        const marks: Record<string, number> = {};
        (window as unknown as { __marks: Record<string, number> }).__marks = marks;
        // The paused first frame may already be on screen: count the first frame presented while playing,
        // past the start of the video.
        const watch = () =>
          element.requestVideoFrameCallback((now, frame) => {
            if (!element.paused && frame.mediaTime > 0) marks.frame = now;
            else watch();
          });
        document.addEventListener(
          'pointerdown',
          () => {
            marks.press ??= performance.now();
            watch();
          },
          { capture: true, once: true },
        );
      });
      await page.locator('media-play-button').click();
      const handle = await page.waitForFunction(
        () => {
          const marks = (window as unknown as { __marks: Record<string, number> }).__marks;
          return marks.frame !== undefined && marks.press !== undefined ? marks : null;
        },
        null,
        { timeout: 30_000 },
      );
      const { press, frame } = (await handle.jsonValue()) as { press: number; frame: number };
      runs.push({ playToFrame: frame - press, openToReady });
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const row = (label: string, key: keyof Run) => {
    const values = runs.map((run) => run[key]);
    const cells = [Math.min(...values), median(runs, (run) => run[key])[key], Math.max(...values)];
    return `| ${label.padEnd(30)} | ${cells.map((value) => `${value.toFixed(0)} ms`.padStart(8)).join(' | ')} |`;
  };
  console.log(`\n/video on the local server, ${RUNS} cold runs (demo student, lesson ${classId}):\n`);
  console.log(`| ${'measure'.padEnd(30)} | fastest  |  median  | slowest  |`);
  console.log(`| ${'-'.repeat(30)} | -------: | -------: | -------: |`);
  console.log(row('press play → first frame', 'playToFrame'));
  console.log(row('open the page → ready to play', 'openToReady'));
} finally {
  // The server and its children, by their own process group: nothing else is touched.
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
