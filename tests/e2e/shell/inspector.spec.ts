import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  encryptPassword,
  latestSmsCode,
  openLoginDialog,
  submitLogin,
  waitForSmsCooldown,
} from '../account/accounts';
import { e2eStaff, E2E_STAFF_PASSWORD } from '../console/e2eStaff';
import { E2E_CAPTCHA, signInAs } from '../console/staffConsole';

/** The demo account that has not chosen its grade: no other browser test signs it in, so its SMS minute is free. */
const NEW_STUDENT_PHONE = '13900139000';
/** This file's own staff account (tests/e2e/console/e2eStaff.ts: one slot per spec file). */
const STAFF_SLOT = 9;

/**
 * The e2e server adds its staff accounts once it answers pages: the first test of a run may come before them. The
 * password step of the sign-in tells when this file's account is there.
 */
async function staffAccountReady(request: APIRequestContext): Promise<void> {
  const { phone } = e2eStaff('readOnly', STAFF_SLOT);
  await expect
    .poll(async () => {
      const c = `inspector${Date.now().toString(36)}`;
      await request.get(`/api/captcha?c=${c}`);
      const answer = await request.post('/api/admin/v1/staff/login', {
        form: { phone, password: encryptPassword(E2E_STAFF_PASSWORD), captcha: E2E_CAPTCHA, c },
        headers: { Authorization: 'Org 20260001' },
      });
      return ((await answer.json()) as { status: number }).status;
    })
    .toBe(1);
}

/** The inspector's code as the production build named it (dist/ is what the e2e server serves). */
function inspectorChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([source]) => source.includes('@statelyai/inspect'));
  if (!entry) throw new Error('the build has no chunk of @statelyai/inspect');
  return `/${entry[1].file}`;
}

interface InspectorMessage {
  type: string;
  name?: string;
  sessionId?: string;
  event?: { type: string };
}

/**
 * Stands in for stately.ai/inspect, which the inspector opens with window.open: the page keeps every message
 * the site posts to it and says it is listening, as the real inspector does.
 */
async function stubInspectorWindow(context: BrowserContext) {
  await context.route('https://stately.ai/inspect**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>inspector stand-in</title><script>
        window.received = [];
        window.addEventListener('message', (event) => window.received.push(event.data));
        window.opener?.postMessage({ type: '@statelyai.connected' }, '*');
      </script>`,
    }),
  );
}

async function received(inspector: Page): Promise<InspectorMessage[]> {
  return inspector.evaluate(() => (window as unknown as { received: InspectorMessage[] }).received);
}

/** Fetches and popups of a page, watched from before its first request. */
function watch(page: Page) {
  const requested: string[] = [];
  const popups: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('popup', (popup) => popups.push(popup.url()));
  return { requested, popups };
}

test.describe('the Stately inspector on the production site', () => {
  test('opens from a staff member’s link and shows the app, the login, its SMS countdown and the grade flow with their events', async ({
    page,
    context,
    request,
  }) => {
    // Waits out the account's SMS minute should an earlier run have used it.
    test.setTimeout(150_000);
    await stubInspectorWindow(context);

    await staffAccountReady(request);
    await signInAs(page, 'readOnly', STAFF_SLOT);
    await page.getByLabel('站点页面地址').fill('/news');
    await page.getByRole('button', { name: '生成链接' }).click();
    const shown = page.getByText(/\/news\?inspect=/);
    await expect(shown).toBeVisible();
    const link = (await shown.textContent())!.trim();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await expect(page.getByText(/^有效至 /)).toBeVisible();

    const site = await context.newPage();
    const { requested } = watch(site);
    const [inspector] = await Promise.all([site.waitForEvent('popup'), site.goto(link)]);
    expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/);
    expect(requested).toContain(inspectorChunk());

    await openLoginDialog(site);
    await submitLogin(site, NEW_STUDENT_PHONE, DEMO_PASSWORD);
    const check = site.getByRole('dialog', { name: '短信安全验证' });
    await expect(check).toBeVisible();
    await waitForSmsCooldown(request, NEW_STUDENT_PHONE);
    await check.getByRole('button', { name: '获取验证码' }).click();
    await expect(check.getByRole('button', { name: /\d+\s*s|秒/ })).toBeDisabled();
    await check.getByLabel('短信验证码').fill(await latestSmsCode(request, NEW_STUDENT_PHONE));
    await check.getByRole('button', { name: '立即验证' }).click();
    await expect(check).toBeHidden();
    // Signed in: the account has no grade yet, so the grade dialog comes up over the page.
    await expect(site.getByRole('dialog', { name: '选择你的年级' })).toBeVisible();

    const namesSeen = async () => {
      const messages = await received(inspector);
      const names = new Map(
        messages.filter((message) => message.type === '@xstate.actor').map((message) => [message.sessionId, message.name]),
      );
      const withEvents = new Set(
        messages.filter((message) => message.type === '@xstate.event').map((message) => names.get(message.sessionId)),
      );
      return { actors: [...names.values()], withEvents: [...withEvents] };
    };
    await expect.poll(namesSeen).toEqual({
      actors: expect.arrayContaining(['app', 'login', 'smsCode']),
      withEvents: expect.arrayContaining(['app', 'login', 'smsCode']),
    });
    // The inspector posts what it saw in its own time: the events reach the stand-in a moment after the page moved on.
    const loginEventTypes = async () => {
      const messages = await received(inspector);
      const loginSession = messages.find((message) => message.type === '@xstate.actor' && message.name === 'login')!.sessionId;
      return messages
        .filter((message) => message.type === '@xstate.event' && message.sessionId === loginSession)
        .map((message) => message.event?.type);
    };
    await expect.poll(loginEventTypes).toEqual(expect.arrayContaining(['user.submit', 'user.sendCode', 'user.verify']));
  });

  test('loads nothing for ?inspect=1 or a forged link: no inspector code, no window', async ({ page, context }) => {
    await stubInspectorWindow(context);
    const { requested, popups } = watch(page);

    await page.goto('/home?inspect=1');
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();

    const checked = page.waitForResponse((response) => response.url().endsWith('/api/web/v1/inspector/check'));
    await page.goto('/news?inspect=lz3k9a00.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await (await checked).json()).toMatchObject({ status: 0, message: '检查器链接无效' });
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested.filter((path) => path === inspectorChunk())).toEqual([]);
    expect(popups).toEqual([]);
    expect(context.pages()).toHaveLength(1);
  });
});
