import { expect, test } from '@playwright/test';
import { advisers } from '../../../server/src/db/seed/data/advisers';
import { phonePage } from './campaign';

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
