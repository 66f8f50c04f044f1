import { expect, test } from '@playwright/test';
import { paidCourses, payAtCashier, signedIn } from '../commerce/shop';
import { consoleToken, signInAs } from './staffConsole';

/*
 * The console's orders, read by the roles that may: a family buys a course at the sandbox cashier, finance
 * finds the order by the last four digits of the buyer's phone and sees it paid with what the sandbox recorded,
 * and customer service opens the same order. A course editor has no 「订单」 at all.
 */
test.setTimeout(120_000);

test('finance finds a family’s sandbox purchase by the phone’s last four digits and sees it paid; service opens it too', async ({
  browser,
  page,
  request,
}) => {
  // The family buys the last paid primary course (a fresh account owns none of them).
  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request);
  const course = (await paidCourses(request)).at(-1)!;
  const family = await familyContext.newPage();
  await family.goto(`/course/purchase?courseId=${course.id}`);
  await family.getByRole('radio', { name: /支付宝/ }).check();
  await family.getByRole('button', { name: '提交订单' }).click();
  await expect(family).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+/);
  const orderNo = new URL(family.url()).searchParams.get('orderNo')!;
  const toCashier = family.getByRole('link', { name: /前往支付宝收银台/ });
  // The sandbox's trade number is the last part of its cashier's address: what it records as the transaction.
  const tradeNo = new URL((await toCashier.getAttribute('href'))!, 'http://x').pathname.split('/').pop()!;
  const cashier = await payAtCashier(family, () => toCashier.click(), /确认付款/);
  await cashier.close();
  await expect(family.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
  await familyContext.close();

  const amount = `¥${course.price.toFixed(2)}`;
  const lastFour = account.phone.slice(-4);

  await signInAs(page, 'finance', 1);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText(/共 \d+ 个订单/)).toBeVisible();
  await page.getByLabel('订单号、手机号或课程名称').fill(lastFour);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${lastFour}$`));
  const row = page.getByTestId(`order-${orderNo}`);
  await expect(row).toContainText('已支付');
  await expect(row).toContainText(`${account.phone.slice(0, 3)}****${lastFour}`);
  await expect(row).toContainText(course.title);
  await row.getByRole('link', { name: orderNo, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}$`));
  await expect(page.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('已支付');
  await expect(page.getByTestId('order-received')).toHaveText(amount);
  await expect(page.getByTestId('trade-no')).toHaveText(tradeNo);
  // The detail shows the phone whole: finance may call the buyer.
  await expect(page.getByTestId('buyer-phone')).toHaveText(account.phone);
  const notifications = page.getByRole('region', { name: '收到的支付通知' });
  await expect(notifications.getByText('已验证').first()).toBeVisible();
  await expect(notifications.getByText('确认支付')).toBeVisible();

  const serviceContext = await browser.newContext();
  const service = await serviceContext.newPage();
  await signInAs(service, 'service', 1, `/admin/orders/${orderNo}`);
  await expect(service.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible();
  await expect(service.getByTestId('order-status')).toHaveText('已支付');
  await expect(service.getByTestId('trade-no')).toHaveText(tradeNo);
  await serviceContext.close();
});

test('a course editor has no 「订单」: not in the menu, not by address, and the order list API answers 无权限', async ({
  page,
}) => {
  await signInAs(page, 'courseEditor', 5);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '学霸导师' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '订单' })).toHaveCount(0);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: '没有这个后台页面' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const answer = await page.request.post('/api/admin/v1/order/list', {
    form: { q: '8000' },
    headers: { Authorization: `Bearer ${await consoleToken(page)}` },
  });
  expect(await answer.json()).toMatchObject({ status: 0, message: '无权限' });
});
