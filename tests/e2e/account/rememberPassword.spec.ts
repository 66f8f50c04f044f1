import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { iPhoneProfile } from '../mobile/phone';
import { accountMenu, CAPTCHA_ANSWER, loginDialog, openLoginDialog, registerAccount, useDevice } from './accounts';

const COOKIE = 'rememberedLogin';
const DAY_SECONDS = 24 * 3600;

const rememberedCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === COOKIE);

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
}

test('"记住密码" fills the next login until a login is made without it', async ({ page, request, context, browser }) => {
  const account = await registerAccount(request, { grade: '初二' });
  await useDevice(context, account.deviceId);
  await page.goto('/home');
  await openLoginDialog(page);
  const dialog = loginDialog(page);
  const phone = dialog.getByLabel('手机号');
  const password = dialog.getByLabel('密码', { exact: true });
  const remember = dialog.getByRole('checkbox', { name: '记住密码' });

  await expect(remember).not.toBeChecked();
  await phone.fill(account.phone);
  await password.fill(account.password);
  await dialog.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await remember.check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(accountMenu(page)).toBeVisible();

  // Kept for a day, for this site only, and sealed: neither the password nor the phone can be read in it.
  await expect.poll(() => rememberedCookie(context)).toBeDefined();
  const cookie = (await rememberedCookie(context))!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(DAY_SECONDS - 300);
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(DAY_SECONDS + 60);
  for (const clear of [account.password, encodeURIComponent(account.password), account.phone]) {
    expect(decodeURIComponent(cookie.value)).not.toContain(clear);
    expect(cookie.value).not.toContain(clear);
  }

  await logOut(page);
  await openLoginDialog(page);
  await expect(phone).toHaveValue(account.phone);
  await expect(password).toHaveValue(account.password);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(remember).toBeChecked();

  // The phone's login page reads the same remembered login.
  const phoneContext = await browser.newContext({ ...iPhoneProfile, storageState: await context.storageState() });
  try {
    const phonePage = await phoneContext.newPage();
    await phonePage.goto('/m/login');
    await expect(phonePage.getByRole('textbox', { name: '手机号' })).toHaveValue(account.phone);
    await expect(phonePage.getByRole('textbox', { name: '密码' })).toHaveValue(account.password);
    await expect(phonePage.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  } finally {
    await phoneContext.close();
  }

  await remember.uncheck();
  await dialog.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect.poll(() => rememberedCookie(context)).toBeUndefined();

  await logOut(page);
  await openLoginDialog(page);
  await expect(phone).toHaveValue('');
  await expect(password).toHaveValue('');
  await expect(remember).not.toBeChecked();
});
