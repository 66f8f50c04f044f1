import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

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
