import { expect, test } from '@playwright/test';
import { browserToken, loggedInAccount } from '../account/accounts';
import { api, paidCourses, payAtCashier, signedIn } from './shop';

test.describe('buying a course', () => {
  test('log in, buy from the course page, pay at the sandbox cashier: the page turns paid by itself and the course is owned', async ({
    page,
    request,
    context,
  }) => {
    const [course] = await paidCourses(request);
    const account = await loggedInAccount(page, request, context, `/course/chapter?courseId=${course!.id}`);
    await page.getByRole('link', { name: '立即购买' }).first().click();
    await expect(page).toHaveURL(/\/course\/purchase\?courseId=/);
    await expect(page.getByTestId('payable')).toHaveText(`¥${course!.price.toFixed(2)}`);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+&channel=alipay/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const status = page.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('close-countdown')).toContainText(/剩余 (29|30)分\d\d秒/);

    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    // No reload: the waiting page follows the payment on its own.
    await expect(status).toHaveAttribute('data-state', 'paid');
    await expect(status).toContainText('支付成功');

    await page.getByRole('link', { name: '返回我的订单' }).click();
    await expect(page).toHaveURL(/\/personal\/order$/);
    const row = page.locator(`[data-order-no="${orderNo}"]`);
    await expect(row).toContainText('已支付');
    // The dialog's login replaced the registration's session: ask as the browser does.
    const token = await browserToken(page, account.rsNo);
    const owned = await api<{ list: { courseId: number }[] }>(request, '/api/v1/orders/findMyCourse', {}, token);
    expect(owned.list.map((item) => item.courseId)).toEqual([course!.id]);
    await page.goto(`/course/chapter?courseId=${course!.id}`);
    await expect(page.getByRole('link', { name: '已购买，去学习' }).first()).toBeVisible();
  });

  test('a payment cancelled at the cashier leaves the order unpaid and payable', async ({ page, request, context }) => {
    const [, course] = await paidCourses(request);
    await signedIn(context, request);
    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /工商银行/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/channel=icbc/);
    const status = page.getByTestId('payment-status');
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往工商银行收银台/ }).click(), /取消付款/);
    await cashier.close();
    await expect(status).toHaveAttribute('data-state', 'failed');
    await expect(status).toContainText('你已取消付款，订单仍可继续支付');

    await page.getByRole('button', { name: '微信支付' }).click();
    await expect(page.getByRole('img', { name: '微信支付付款二维码' })).toBeVisible();
    await expect(status).toHaveAttribute('data-state', 'waiting');
    const again = await payAtCashier(page, () => page.getByRole('link', { name: '在本机打开收银台' }).click(), /确认付款/);
    await again.close();
    await expect(status).toHaveAttribute('data-state', 'paid');
  });

  test('double-clicking "place order" creates one order', async ({ page, request, context }) => {
    const [, , course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    await expect(page).toHaveURL(/purchase-alipay-payment/);
    const orders = await api<{ total: number }>(request, '/api/v1/orders/buyRecord', {}, account.token);
    expect(orders.total).toBe(1);
  });

  test('my orders count down the time an unpaid order has left, and a cancelled order says so', async ({
    page,
    request,
    context,
  }) => {
    const [, , , course] = await paidCourses(request);
    const account = await signedIn(context, request);
    const created = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course!.id), payMethod: 'alipay' },
      account.token,
    );
    await page.goto('/personal/order?status=unpaid');
    const row = page.locator(`[data-order-no="${created.orderNo}"]`);
    await expect(row).toContainText('待支付');
    const timer = row.getByTestId('close-countdown');
    const first = await timer.textContent();
    expect(first).toMatch(/(29|30)分\d\d秒后关闭/);
    await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
    await row.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByText('还没有订单')).toBeVisible();
    await page.getByRole('tab', { name: /已取消/ }).click();
    await expect(page.locator(`[data-order-no="${created.orderNo}"]`)).toContainText('已取消');
  });
});
