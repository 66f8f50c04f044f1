import { expect, test } from '@playwright/test';
import { paidCourses, payAtCashier, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * A refund from request to the family's account: a family pays at the sandbox cashier, customer service asks
 * for part of the money back, finance approves it, the sandbox announces the refund twice (as providers repeat
 * a notification), one refund is recorded, and the family reads it in its order and in 消息中心.
 */
test.setTimeout(150_000);

test('service asks for a partial refund, finance approves it, a twice-announced refund is recorded once and the family sees it', async ({
  browser,
  page,
  request,
}) => {
  const familyContext = await browser.newContext();
  await signedIn(familyContext, request);
  // Another course than the order spec buys: a fresh account owns none of them.
  const course = (await paidCourses(request)).at(-2)!;
  const family = await familyContext.newPage();
  await family.goto(`/course/purchase?courseId=${course.id}`);
  await family.getByRole('radio', { name: /支付宝/ }).check();
  await family.getByRole('button', { name: '提交订单' }).click();
  await expect(family).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+/);
  const orderNo = new URL(family.url()).searchParams.get('orderNo')!;
  const cashier = await payAtCashier(family, () => family.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
  await cashier.close();
  await expect(family.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');

  const part = Math.floor(course.price / 3);
  const left = (course.price - part).toFixed(2);

  // Customer service asks; the form refuses more than was paid before it sends anything.
  await signInAs(page, 'service', 4, `/admin/orders/${orderNo}`);
  const refunds = page.getByRole('region', { name: '退款' });
  await expect(refunds.getByTestId('refundable')).toHaveText(`可退金额 ¥${course.price.toFixed(2)}`);
  await refunds.getByRole('button', { name: '申请退款' }).click();
  const form = page.getByRole('dialog', { name: '申请退款' });
  const amount = form.getByRole('textbox', { name: '退款金额（元）' });
  await expect(amount).toHaveValue(course.price.toFixed(2));
  await amount.fill(String(course.price + 1));
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText(`退款金额不能超过可退金额 ¥${course.price.toFixed(2)}`)).toBeVisible();
  await amount.fill(String(part));
  await form.getByLabel('退款原因').fill('孩子周末时间冲突，退部分课时费');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form).toHaveCount(0);
  await expect(refunds.getByTestId('refund-status')).toHaveText('待审核');
  await expect(refunds.getByTestId('refundable')).toHaveText(`可退金额 ¥${left}`);
  // Service may ask but not approve.
  await expect(refunds.getByRole('button', { name: '批准' })).toHaveCount(0);

  // Finance approves; the sandbox pays it back and announces it twice.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signInAs(finance, 'finance', 2, `/admin/orders/${orderNo}`);
  const review = finance.getByRole('region', { name: '退款' });
  await review.getByRole('button', { name: '批准' }).click();
  await expect(async () => {
    await finance.reload();
    await expect(review.getByTestId('refund-status')).toHaveText('已退款', { timeout: 1_000 });
    await expect(review.getByTestId('refund-callbacks')).toHaveText('2 次：入账 1，重复 1', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(finance.getByTestId('order-status')).toHaveText('已支付');
  await expect(finance.getByRole('region', { name: '状态记录' })).toContainText(`已部分退款 ¥${part.toFixed(2)}`);
  await financeContext.close();

  // The family reads it in its order and in 消息中心.
  await family.goto(`/personal/order-detail?orderNo=${orderNo}`);
  await expect(family.getByTestId('order-refunds')).toContainText(`¥${part.toFixed(2)} 已退回原支付账户`);
  await expect(family.getByTestId('order-refunds')).toContainText('孩子周末时间冲突，退部分课时费');
  await family.goto('/personal/notification');
  await expect(family.getByText('订单部分退款已到账')).toHaveCount(1);
  await familyContext.close();
});
