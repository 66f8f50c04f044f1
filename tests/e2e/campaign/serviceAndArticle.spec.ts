import { devices, expect, test } from '@playwright/test';
import { WECHAT_UA } from '../mobile/wechat';
import { advisers } from '../../../server/src/platform/db/seed/data/advisers';
import { phonePage } from './campaign';

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

test('the service check confirms a genuine adviser and warns about a made-up one', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/checkService/index');
  const form = page.getByRole('region', { name: '核验顾问身份' });
  const adviser = advisers[1]!;
  await form.getByLabel('顾问微信号或手机号').fill(adviser.wechatAccount);
  await form.getByRole('button', { name: '立即核验' }).click();
  await expect(form.getByText(`核验通过：${adviser.name}是学伴在线的官方课程顾问`)).toBeVisible();

  await form.getByLabel('顾问微信号或手机号').fill('xueban_teacher_fake99');
  await form.getByRole('button', { name: '立即核验' }).click();
  await expect(form.getByRole('alert')).toContainText('未查到“xueban_teacher_fake99”');
  await page.context().close();
});

test('the article page asks for the share config once, 500 ms after opening, and hands it to the JS-SDK', async ({ browser }) => {
  const page = await phonePage(browser);
  // A stand-in for WeChat's jweixin script, recording what the page gives it.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    let ready: (() => void) | null = null;
    (window as unknown as { wx: unknown }).wx = {
      config: (options: unknown) => {
        calls.push(['config', options]);
        setTimeout(() => ready?.(), 0);
      },
      ready: (callback: () => void) => {
        ready = callback;
      },
      error: () => undefined,
      updateAppMessageShareData: (data: unknown) => calls.push(['appMessage', data]),
      updateTimelineShareData: (data: unknown) => calls.push(['timeline', data]),
    };
  });
  const asked: { at: number; body: string }[] = [];
  let openedAt = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && !openedAt) openedAt = Date.now();
    if (request.url().includes('/weixin/shareConfig')) asked.push({ at: Date.now(), body: request.postData() ?? '' });
  });
  await page.goto('/simgle/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('家长必读：如何帮孩子养成高效的学习习惯');
  await expect(page.locator('[data-share-state="shared"]')).toBeVisible();
  await page.waitForTimeout(1_000);

  expect(asked).toHaveLength(1);
  expect(asked[0]!.at - openedAt).toBeGreaterThanOrEqual(500);
  const form = new URLSearchParams(asked[0]!.body);
  expect(form.get('type')).toBe('3');
  expect(form.get('url')).toMatch(/\/simgle\/page$/);
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: [string, Record<string, unknown>][] }).shareCalls);
  expect(calls[0]?.[0]).toBe('config');
  expect(calls[0]?.[1]).toMatchObject({ appId: expect.any(String), signature: expect.any(String) });
  expect(calls.find(([name]) => name === 'appMessage')?.[1]).toMatchObject({ title: '家长必读：如何帮孩子养成高效的学习习惯' });
  await page.context().close();
});

/** WeChat's jweixin script as the page would get it from res.wx.qq.com, recording what the page gives it. */
const SDK_STAND_IN = `(() => {
  const calls = (window.shareCalls = []);
  let ready = null;
  window.wx = {
    config: (options) => { calls.push(['config', options]); setTimeout(() => ready && ready(), 0); },
    ready: (callback) => { ready = callback; },
    error: () => undefined,
    updateAppMessageShareData: (data) => calls.push(['appMessage', data]),
    updateTimelineShareData: (data) => calls.push(['timeline', data]),
  };
})();`;

test('inside WeChat the article page loads the official JS-SDK, allowed by the page policy, and shares through it', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...iPhone, userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const loaded: string[] = [];
  await page.route('https://res.wx.qq.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: SDK_STAND_IN });
  });
  await page.goto('/simgle/page');
  await expect(page.locator('[data-share-state="shared"]')).toBeVisible();
  expect(loaded).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
  expect(refused).toEqual([]);
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: [string, Record<string, unknown>][] }).shareCalls);
  expect(calls.map(([name]) => name)).toEqual(['config', 'appMessage', 'timeline']);
  await context.close();
});

test('outside WeChat the article page loads no JS-SDK', async ({ browser }) => {
  const page = await phonePage(browser);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('res.wx.qq.com')) asked.push(request.url());
  });
  await page.goto('/simgle/page');
  await expect(page.locator('[data-share-state="noSdk"]')).toBeVisible();
  expect(asked).toEqual([]);
  await page.context().close();
});

test('the article reads on silently when the share config fails', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.route('**/weixin/shareConfig', (route) =>
    route.fulfill({ json: { status: 0, message: '签名服务暂不可用', appData: null } }),
  );
  await page.goto('/simgle/page');
  await expect(page.locator('[data-share-state="failed"]')).toBeVisible();
  await expect(page.getByText('签名服务暂不可用')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '领取免费试看课' })).toBeVisible();
  await page.context().close();
});
