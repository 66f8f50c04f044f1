import { expect, test } from '@playwright/test';
import {
  accountMenu,
  DEMO_PASSWORD,
  DEMO_STUDENT_PHONE,
  latestSmsCode,
  loginDialog,
  oneDemoLoginAtATime,
  openLoginDialog,
  registerAccount,
  submitLogin,
  useDevice,
  waitForSmsCooldown,
} from './accounts';

test.describe('login dialog', () => {
  test('logs the demo student in through the SMS security check the server asks for on a new device', async ({
    page,
    request,
  }) => {
    // Other tests log the demo student in too: this one waits its turn and the phone's resend minute.
    test.setTimeout(180_000);
    await page.goto('/news');
    await openLoginDialog(page);
    const check = page.getByRole('dialog', { name: '短信安全验证' });
    await oneDemoLoginAtATime(async () => {
      await submitLogin(page, DEMO_STUDENT_PHONE, DEMO_PASSWORD);

      await expect(check).toBeVisible();
      await expect(check).toContainText('138****8000');
      const verify = check.getByRole('button', { name: '立即验证' });
      await expect(verify).toBeDisabled();

      await waitForSmsCooldown(request, DEMO_STUDENT_PHONE);
      await check.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
      await expect(check.getByRole('button', { name: /\d+\s*s|秒/ })).toBeDisabled();

      await check.getByLabel('短信验证码').fill(await latestSmsCode(request, DEMO_STUDENT_PHONE));
      await verify.click();
      await expect(check).toBeHidden();
    });

    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/news$/);
    // The login is kept: a reload still shows the account menu.
    await page.reload();
    await expect(accountMenu(page)).toBeVisible();
  });

  test('a wrong captcha shows the server message and a new captcha picture', async ({ page }) => {
    await page.goto('/home');
    await openLoginDialog(page);
    const picture = loginDialog(page).getByRole('img', { name: '图形验证码' });
    const before = await picture.getAttribute('src');
    await submitLogin(page, '13800138000', DEMO_PASSWORD, 'zzzz');
    await expect(page.getByText('图形验证码错误', { exact: false }).first()).toBeVisible();
    await expect(loginDialog(page).getByLabel('图形验证码')).toHaveValue('');
    await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
  });

  test('a wrong password shows the server message and keeps the visitor anonymous', async ({ page }) => {
    await page.goto('/home');
    await openLoginDialog(page);
    await submitLogin(page, '13800138000', 'Wrong@2026');
    await expect(page.getByText(/账号或密码错误|密码错误/).first()).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('an unticked agreement is answered with the warning and no login', async ({ page }) => {
    await page.goto('/home');
    await openLoginDialog(page);
    await loginDialog(page)
      .getByRole('checkbox', { name: /我已阅读并同意/ })
      .uncheck();
    await submitLogin(page, '13800138000', DEMO_PASSWORD);
    const warning = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }));
    await expect(warning).toContainText('请阅读用户协议并勾选同意');
    await warning.getByRole('button', { name: '确定' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('closing the dialog clears the form', async ({ page }) => {
    await page.goto('/home');
    await openLoginDialog(page);
    await loginDialog(page).getByLabel('手机号').fill('13800138000');
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await openLoginDialog(page);
    await expect(loginDialog(page).getByLabel('手机号')).toHaveValue('');
  });

  test('a known device logs in without the SMS check, and a new account is asked for its grade', async ({
    page,
    request,
    context,
  }) => {
    const account = await registerAccount(request);
    await useDevice(context, account.deviceId);
    await page.goto('/home');
    await openLoginDialog(page);
    await submitLogin(page, account.phone, account.password);

    const grades = page.getByRole('dialog', { name: /选择年级|设置年级|年级/ });
    await expect(grades).toBeVisible();
    await grades.getByRole('radio', { name: '初二' }).click();
    await grades.getByRole('button', { name: /确定|保存/ }).click();
    await expect(grades).toBeHidden();
    // The promotion notice waits for the grade to be chosen.
    await expect(accountMenu(page)).toBeVisible();

    // The choice is kept by the server: the next visit does not ask again.
    await page.reload();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: /选择年级|设置年级/ })).toHaveCount(0);
  });
});
