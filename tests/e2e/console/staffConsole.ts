import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../contract/vocabulary/staff';
import { e2eStaff, E2E_STAFF_PASSWORD } from './e2eStaff';

/** The e2e server's fixed captcha answer (scripts/e2e-server.ts) and the demo staff password. */
export const E2E_CAPTCHA = 'e2e1';
export const DEMO_STAFF_PASSWORD = 'Console2026';

/** The authenticator's current code for a secret, as the app on a phone would show it. */
export function authenticatorCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/**
 * Signs a staff member in for the first time from /admin: phone, password and captcha, then the QR step, whose
 * key the test reads as a person would type it into their authenticator. Returns the key.
 */
export async function firstSignIn(page: Page, phone: string, password = DEMO_STAFF_PASSWORD): Promise<string> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '绑定身份验证器' })).toBeVisible();
  await expect(page.getByRole('img', { name: '身份验证器绑定二维码' })).toBeVisible();
  const secret = (await page.getByTestId('authenticator-secret').textContent())!.trim();
  await page.getByLabel('动态码').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return secret;
}

/**
 * Signs in from /admin with one of the e2e server's bound staff accounts (see e2eStaff.ts): phone, password,
 * captcha, then the authenticator's code. A code already used in this 30-second step is refused, so then it
 * waits for the next one, as a person would.
 */
export async function signInAs(page: Page, role: StaffRole, slot: number, next = '/admin'): Promise<void> {
  const member = e2eStaff(role, slot);
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('手机号').fill(member.phone);
  await page.getByLabel('密码', { exact: true }).fill(E2E_STAFF_PASSWORD);
  await page.getByLabel('图形验证码', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '下一步' }).click();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByRole('textbox', { name: '动态码' }).fill(authenticatorCode(member.secret));
    await page.getByRole('button', { name: '登录' }).click();
    const used = page.getByText('该动态码已使用，请等待身份验证器显示下一个');
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 }).then(() => 'in' as const),
      used.waitFor({ timeout: 15_000 }).then(() => 'used' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error(`${member.phone} could not sign in`);
}

/** The console's session token in this browser, as the console keeps it. */
export async function consoleToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('xueban.console.session'));
  return (JSON.parse(stored!) as { token: string }).token;
}
