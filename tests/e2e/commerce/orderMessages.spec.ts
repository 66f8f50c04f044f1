import { devices, expect, test } from '@playwright/test';
import { api, holdSession, paidCourses, payAtCashier, signedIn } from './shop';

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

test('an order’s detail page lists the messages it sent: none before paying, the payment’s after, on a phone too', async ({
  page,
  request,
  context,
  browser,
}) => {
  const courses = await paidCourses(request);
  const course = courses[7]!;
  const account = await signedIn(context, request);
  const { orderNo } = await api<{ orderNo: string }>(
    request,
    '/api/v1/orders/createOrder',
    { courseId: String(course.id), payMethod: 'alipay' },
    account.token,
  );

  await page.goto(`/personal/order-detail?orderNo=${orderNo}`);
  const messages = page.getByRole('region', { name: '订单消息' });
  await expect(messages.getByText('暂无订单消息')).toBeVisible();

  await page.getByRole('link', { name: '去支付' }).click();
  const status = page.getByTestId('payment-status');
  const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
  await cashier.close();
  await expect(status).toHaveAttribute('data-state', 'paid');

  await page.goto(`/personal/order-detail?orderNo=${orderNo}`);
  const paid = messages.getByRole('listitem').filter({ hasText: '订单支付成功' });
  await expect(paid).toBeVisible();
  await expect(paid).toContainText(`订单 ${orderNo} 已支付 ¥${course.price.toFixed(2)}`);
  await expect(paid.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(messages.getByText('暂无订单消息')).toHaveCount(0);

  // The same page on the family's phone, in the phone site's frame.
  const phoneContext = await browser.newContext({ ...iPhone });
  await holdSession(phoneContext, account);
  const phone = await phoneContext.newPage();
  await phone.goto(`/personal/order-detail?orderNo=${orderNo}`);
  const onPhone = phone.getByRole('region', { name: '订单消息' });
  await onPhone.scrollIntoViewIfNeeded();
  await expect(onPhone.getByRole('listitem').filter({ hasText: '订单支付成功' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('order-messages-phone.png'), fullPage: true });
  await phoneContext.close();
});
