import { expect, type Page, test } from '@playwright/test';
import { shanghaiToday } from '../../../contract/vocabulary/insight';
import { paidCourses, payAtCashier, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * The owner's dashboard: a family buys a course at the sandbox cashier, and the owner's 数据看板 shows that
 * day's sales grown by its price (the exact sums are tests/server/modules/insight/dashboard.test.ts). A content editor has no 数据看板 and is refused at its address.
 */
test.setTimeout(150_000);

/** Fen of a sum as the dashboard writes it (¥1,280.00, -¥30.00). */
const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

/** Today's sales in the dashboard's table, or 0 while the range holds no order yet (its empty state). */
async function todaysSales(page: Page, today: string): Promise<number> {
  const row = page.getByTestId(`insight-period-${today}`);
  const money = page.getByRole('region', { name: '销售额、退款与净收入' });
  await expect(row.or(money.getByText('这段时间还没有订单'))).toBeVisible();
  if (!(await row.isVisible())) return 0;
  return fenOf((await row.getByRole('cell').first().textContent()) ?? '');
}

test('the owner picks a range holding a purchase just made and the dashboard’s table shows its amount', async ({
  browser,
  page,
  request,
}) => {
  const today = shanghaiToday();
  await signInAs(page, 'owner', 7);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link').nth(1)).toHaveText('数据看板');
  await menu.getByRole('link', { name: '数据看板' }).click();
  await expect(page).toHaveURL(/\/admin\/insight$/);
  await expect(page.getByRole('heading', { name: '数据看板', level: 1 })).toBeVisible();

  // Only today, as custom days.
  await page.getByLabel('时间范围').selectOption('custom');
  await page.getByLabel('开始日期').fill(today);
  await page.getByLabel('结束日期').fill(today);
  await page.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`));
  const before = await todaysSales(page, today);

  // A backwards range is refused on the page, before anything is asked of the server. The address changed at once
  // but the page follows a moment later (a navigation is a transition), drawing the range's fields afresh from the
  // address: on a loaded machine that can come after the dates below were typed, so they are typed again until
  // the refusal shows.
  await expect(async () => {
    await page.getByLabel('开始日期').fill('2026-01-02');
    await page.getByLabel('结束日期').fill('2026-01-01');
    await page.getByRole('button', { name: '查看' }).click();
    await expect(page.getByRole('alert')).toHaveText('开始日期不能晚于结束日期', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  const familyContext = await browser.newContext();
  await signedIn(familyContext, request);
  const course = (await paidCourses(request)).at(-2)!;
  const family = await familyContext.newPage();
  await family.goto(`/course/purchase?courseId=${course.id}`);
  await family.getByRole('radio', { name: /支付宝/ }).check();
  await family.getByRole('button', { name: '提交订单' }).click();
  await expect(family).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+/);
  const cashier = await payAtCashier(family, () => family.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
  await cashier.close();
  await expect(family.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
  await familyContext.close();

  await page.reload();
  const price = Math.round(course.price * 100);
  // Families in other tests buy at the same time: today's sales grow by this price or more, and the range's total
  // (one day) is that day's row, both from one answer.
  await expect.poll(() => todaysSales(page, today)).toBeGreaterThanOrEqual(before + price);
  const after = await todaysSales(page, today);
  await expect(page.getByTestId('insight-total-sales')).toHaveText(
    `¥${(after / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  const best = page.getByRole('region', { name: '热销课程' });
  await expect(best.getByRole('rowheader', { name: course.title })).toBeVisible();
});

test('a content editor has no 数据看板 in the menu and is refused at its address', async ({ page }) => {
  await signInAs(page, 'contentEditor', 6);
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '数据看板' })).toHaveCount(0);
  await page.goto('/admin/insight');
  await expect(page.getByRole('heading', { name: '没有这个后台页面' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
