import { expect, test } from '@playwright/test';
import { payAtCashier } from '../commerce/shop';
import { expectNoSideways, fillPhoneAndCode, phonePage } from './campaign';

const CHANNELS = [
  { path: '/liveSignupTiktok', name: '抖音直播报名' },
  { path: '/liveSignupTencent', name: '腾讯直播报名' },
  { path: '/liveSignupHeadlines', name: '今日头条直播报名' },
] as const;

test.describe('live-class sign-up on a phone', () => {
  for (const channel of CHANNELS) {
    test(`signs up from ${channel.path}, pays in the sandbox, and the order names the channel`, async ({ browser, request }) => {
      const page = await phonePage(browser);
      await page.goto(`${channel.path}/index`);
      const first = page.getByRole('article').first();
      await expect(first.getByRole('timer')).toContainText(/距开课还有/);
      const seatsBefore = Number(/剩余名额 (\d+)/.exec((await first.getByTestId('seats-left').textContent()) ?? '')?.[1]);
      await expectNoSideways(page);
      await first.getByRole('button', { name: /立即报名/ }).click();

      await expect(page).toHaveURL(new RegExp(`${channel.path}/payment-login\\?liveClassId=\\d+`));
      await fillPhoneAndCode(page, request);
      await page.getByRole('button', { name: '登录并报名' }).click();

      await expect(page).toHaveURL(new RegExp(`${channel.path}/payment-detail\\?liveClassId=\\d+`));
      await expect(page.getByText(channel.name)).toBeVisible();
      await page.getByRole('radio', { name: /支付宝/ }).check();
      await page.getByRole('button', { name: '提交订单并支付' }).click();
      await expect(page).toHaveURL(/orderNo=XB\d+/);
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

      const status = page.getByTestId('payment-status');
      const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /收银台/ }).click(), /确认付款/);
      await cashier.close();
      await expect(status).toHaveAttribute('data-state', 'paid');

      await page.getByRole('link', { name: '查看订单' }).click();
      await expect(page).toHaveURL(new RegExp(`/personal/order-detail\\?orderNo=${orderNo}`));
      await expect(page.getByText('报名渠道')).toBeVisible();
      await expect(page.getByText(channel.name)).toBeVisible();

      // The seat taken shows on the landing page, and the same phone cannot sign up again.
      await page.goto(`${channel.path}/index`);
      const again = page.getByRole('article').first();
      await expect(again.getByTestId('seats-left')).toContainText(`剩余名额 ${seatsBefore - 1}`);
      await expect(again.getByRole('button', { name: '已报名，去支付' })).toBeVisible();
      await page.context().close();
    });
  }
});
