import { expect, test, type Page } from '@playwright/test';
import { advisers } from '../../../server/src/platform/db/seed/data/advisers';
import { DESKTOP } from './site';

test.use({ viewport: DESKTOP });

const checkForm = (page: Page) => page.getByRole('region', { name: '核验顾问身份' });

async function check(page: Page, keyword: string) {
  const form = checkForm(page);
  await form.getByLabel('顾问微信号或手机号').fill(keyword);
  await form.getByRole('button', { name: '立即核验' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about/acontact-ensure');
  await expect(page.getByRole('heading', { level: 1, name: '顾问防伪查询' })).toBeVisible();
});

test('a genuine adviser’s WeChat account is confirmed with the adviser’s name and QR code', async ({ page }) => {
  const adviser = advisers[2]!;
  await check(page, adviser.wechatAccount);
  const form = checkForm(page);
  await expect(form.getByText(`核验通过：${adviser.name}是学伴在线的官方课程顾问`)).toBeVisible();
  await expect(form.getByText(`微信号：${adviser.wechatAccount}`)).toBeVisible();
  const qr = form.getByRole('img', { name: `${adviser.name}的微信二维码` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('the check ignores the case of the account and knows an adviser by phone too', async ({ page }) => {
  const adviser = advisers[4]!;
  await check(page, adviser.wechatAccount.toUpperCase());
  await expect(checkForm(page).getByText(`核验通过：${adviser.name}是学伴在线的官方课程顾问`)).toBeVisible();

  const byPhone = advisers[0]!;
  // Written without the dash, as people often type it.
  await check(page, byPhone.phone.replace(/-/g, ''));
  await expect(checkForm(page).getByText(`核验通过：${byPhone.name}是学伴在线的官方课程顾问`)).toBeVisible();
  await expect(checkForm(page).getByText(`核验通过：${adviser.name}`)).toHaveCount(0);
});

test('a made-up account is answered as not one of ours, with a warning', async ({ page }) => {
  const madeUp = 'xueban_teacher_fake99';
  expect(advisers.some((adviser) => adviser.wechatAccount === madeUp)).toBe(false);
  await check(page, madeUp);
  const warning = checkForm(page).getByRole('alert');
  await expect(warning).toContainText(`未查到“${madeUp}”，对方不是学伴在线的顾问`);
  await expect(warning).toContainText('请立即停止沟通');
  await expect(checkForm(page).getByText(/核验通过/)).toHaveCount(0);

  // A phone number that is no adviser's is not ours either.
  await check(page, '13800000000');
  await expect(checkForm(page).getByRole('alert')).toContainText('未查到“13800000000”');
});

test('an empty check asks for the account first', async ({ page }) => {
  await checkForm(page).getByRole('button', { name: '立即核验' }).click();
  await expect(checkForm(page).getByText('请填写顾问微信号或手机号')).toBeVisible();
});
