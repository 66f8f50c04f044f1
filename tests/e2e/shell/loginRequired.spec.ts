import { expect, test } from '@playwright/test';
import { loginDialog, registerAccount, submitLogin, useDevice } from '../account/accounts';

test('an anonymous visit to /personal/order lands on /home with the login warning, whose OK opens the login dialog', async ({
  page,
}) => {
  await page.goto('/personal/order');
  await expect(page).toHaveURL(/\/home$/);
  const warning = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('此页面需要登录权限，请先登录');
  await warning.getByRole('button', { name: '确定' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('after logging in from that warning the visitor is taken to the page that needed login', async ({
  page,
  request,
  context,
}) => {
  const account = await registerAccount(request, { grade: '初二' });
  await useDevice(context, account.deviceId);
  await page.goto('/personal/order?status=paid');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('alertdialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/personal\/order\?status=paid$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
});
