import { devices, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { type Account, CAPTCHA_ANSWER, registerAccount, useDevice } from '../account/accounts';

/** The phone profile of the mobile-site tests: an iPhone's user agent, touch, 375 × 812. */
export const iPhoneProfile = {
  userAgent: devices['iPhone 13'].userAgent,
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** Logs in on /m/login with the password form (the device is known, so no SMS step). */
export async function loginOnPhonePage(page: Page, phone: string, password: string) {
  await expect(page).toHaveURL(/\/m\/login/);
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
}

/**
 * A new fifth-grader's account whose device this browser presents: its login on the phone needs no SMS step
 * and brings up no grade dialog.
 */
export async function phoneAccount(request: APIRequestContext, context: BrowserContext): Promise<Account> {
  const account = await registerAccount(request, { grade: '五年级' });
  await useDevice(context, account.deviceId);
  return account;
}
