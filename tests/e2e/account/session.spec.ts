import { expect, test } from '@playwright/test';
import { accountMenu, browserToken, loggedInAccount, loginDialog, post, submitLogin } from './accounts';

test.describe('session', () => {
  test('logging out asks first, then ends the session on the server too', async ({ page, request, context }) => {
    const account = await loggedInAccount(page, request, context, '/news');
    const token = await browserToken(page, account.rsNo);
    expect(token).not.toBe('');

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('确定要退出登录吗？');
    await confirm.getByRole('button', { name: '退出登录' }).click();

    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(async () => (await post(request, '/findUserinfo', {}, token)).status).toBe(4);
  });

  test('the course adviser dialog shows the adviser for the user and copies the WeChat account', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loggedInAccount(page, request, context);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: '课程顾问' }).click();

    const dialog = page.getByRole('dialog', { name: '课程顾问' });
    await expect(dialog.getByRole('img', { name: '课程顾问微信二维码' })).toBeVisible();
    await dialog.getByRole('button', { name: /复制/ }).click();
    await expect(page.getByText('复制成功')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
  });

  test('a token the server revoked ends the session at the next call; logging in again returns to the page', async ({
    page,
    request,
    context,
  }) => {
    const account = await loggedInAccount(page, request, context, '/news');
    const revoked = await post(request, '/userinfo/logout', {}, await browserToken(page, account.rsNo));
    expect(revoked.status, revoked.message).toBe(1);

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: '账户设置' }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('系统提示');
    await expect(warning).toContainText(/登录|失效/);
    await warning.getByRole('button', { name: '确定' }).click();

    await expect(loginDialog(page)).toBeVisible();
    await submitLogin(page, account.phone, account.password);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/personal\/setting$/);
    await expect(accountMenu(page)).toBeVisible();
  });
});
