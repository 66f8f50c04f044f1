import { expect, test } from '@playwright/test';
import { api, paidCourses, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * Finance reconciles a day of the sandbox's bill: a family's payment went through at the cashier but its
 * notification never arrived, so the bill holds a charge our records lack; the run lists it, links it to its
 * order, and asking the provider again settles the order.
 */
test.setTimeout(120_000);

test('finance runs a day of the sandbox bill again and sees the payment whose notification was lost', async ({
  browser,
  page,
  request,
}) => {
  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request);
  await familyContext.close();
  const course = (await paidCourses(request)).at(-3)!;
  const { orderNo } = await api<{ orderNo: string }>(
    request,
    '/api/v1/orders/createOrder',
    { courseId: String(course.id), payMethod: 'alipay' },
    account.token,
  );
  const started = await api<{ url: string; openUrl?: string }>(
    request,
    '/api/pay/v1/pay/alipay/payOrder',
    { orderNo, device: 'desktop' },
    account.token,
  );
  const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(started.openUrl ?? started.url)![1]!;
  // Paid at the cashier, but the notification is never sent.
  await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay', notify: 'none' }, maxRedirects: 0 });
  const unpaid = await api<{ status: string }>(request, '/api/v1/orders/myOrderDetail', { orderNo }, account.token);
  expect(unpaid.status).toBe('unpaid');

  await signInAs(page, 'finance', 4, '/admin');
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '对账' }).click();
  await expect(page).toHaveURL(/\/admin\/reconciliation$/);
  await expect(page.getByRole('heading', { name: '对账' })).toBeVisible();

  await page.getByRole('button', { name: '重新对账' }).click();
  const dialog = page.getByRole('dialog', { name: '重新对账' });
  await expect(dialog.getByLabel('支付渠道')).toHaveValue('sandbox');
  // The payment happened today (Beijing time): the form starts at yesterday, the daily job's day.
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel('账单日期').fill(today);
  await dialog.getByRole('button', { name: '开始对账' }).click();
  await expect(dialog).toHaveCount(0);

  const differences = page.getByRole('region', { name: new RegExp(`${today} 沙箱 的差异`) });
  const row = differences.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('账单有收款，我方未记录');
  await expect(row).toContainText('重新查询');
  await row.getByRole('button', { name: '标记已处理' }).click();
  const note = page.getByRole('dialog', { name: '标记差异已处理' });
  await note.getByRole('button', { name: '标记已处理' }).click();
  await expect(note.getByText('请写明处理说明')).toBeVisible();
  await note.getByLabel('处理说明').fill('通知丢失，已重新查询入账');
  await note.getByRole('button', { name: '标记已处理' }).click();
  await expect(note).toHaveCount(0);
  await expect(row).toContainText('通知丢失，已重新查询入账');

  // The order the difference links to was settled by asking the provider again.
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}$`));
  await expect(page.getByTestId('order-status')).toHaveText('已支付');
});
