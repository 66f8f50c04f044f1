import { expect, test } from '@playwright/test';
import { post } from '../account/accounts';
import { api, paidCourses, payAtCashier, signedIn } from './shop';

test.describe('what the order pages say after paying', () => {
  test('a paid order shows as paid on my orders and its detail at once, without a reload', async ({ page, request, context }) => {
    const courses = await paidCourses(request);
    const course = courses[5]!;
    const account = await signedIn(context, request);
    const { orderNo } = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course.id), payMethod: 'alipay' },
      account.token,
    );
    // The family looks at the unpaid order first: its detail is now in the page's memory.
    await page.goto(`/personal/order-detail?orderNo=${orderNo}`);
    await expect(page.getByText('待支付').first()).toBeVisible();
    await page.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=/);
    const status = page.getByTestId('payment-status');
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    await expect(status).toHaveAttribute('data-state', 'paid');

    await page.getByRole('link', { name: '返回我的订单' }).click();
    const row = page.locator(`[data-order-no="${orderNo}"]`);
    await expect(row).toContainText('已支付');
    await row.getByRole('link', { name: '订单详情' }).click();
    await expect(page).toHaveURL(/\/personal\/order-detail\?orderNo=/);
    await expect(page.getByText('已支付').first()).toBeVisible();
    await expect(page.getByTestId('close-countdown')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('order-detail-paid.png'), fullPage: true });
  });

  test('when the session ends on the payment page, one notice appears and the checks stop', async ({
    page,
    request,
    context,
  }) => {
    const courses = await paidCourses(request);
    const account = await signedIn(context, request);
    const { orderNo } = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(courses[6]!.id), payMethod: 'alipay' },
      account.token,
    );
    const checks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/orders/isPaySuccess')) checks.push(sent.url());
    });
    await page.goto(`/course/purchase-alipay-payment?orderNo=${orderNo}&channel=alipay`);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'waiting');
    // The session ends on the server (signed out elsewhere) while the page waits for the money.
    await post(request, '/userinfo/logout', {}, account.token);
    const notices = page.getByRole('alertdialog').filter({ hasText: '系统提示' });
    await expect(notices.first()).toBeVisible();
    const asked = checks.length;
    await page.waitForTimeout(6_000);
    await expect(notices).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('payment-session-ended.png') });
    expect(checks.length).toBeLessThanOrEqual(asked + 1);
  });
});
