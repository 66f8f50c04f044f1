import { devices, expect, type Browser, type Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { freshPhone, latestSmsCode } from '../account/accounts';

// An iPhone's screen, touch and user agent, in the project's Chromium: campaign links are opened on phones.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...iPhone, viewport: { width: 375, height: 812 } });
  return context.newPage();
}

/** Types a fresh (or given) phone, asks for a code, reads it from the development inbox and types it. */
export async function fillPhoneAndCode(page: Page, request: APIRequestContext, phone = freshPhone(), label = '手机号') {
  const before = await inboxCode(request, phone);
  await page.getByRole('textbox', { name: label, exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新发送/ })).toBeVisible();
  // The code of this request, not one an earlier step (a registration) left in the inbox.
  await expect.poll(() => inboxCode(request, phone)).not.toBe(before);
  const code = await latestSmsCode(request, phone);
  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  return phone;
}

async function inboxCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as {
    appData: { messages: { code: string; sentAt?: string }[] } | null;
  };
  const newest = answer.appData?.messages[0];
  return newest ? JSON.stringify(newest) : '';
}

/** The page's layout never scrolls sideways on a phone. */
export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
