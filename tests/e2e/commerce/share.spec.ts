import { devices, expect, test } from '@playwright/test';
import { api, paidCourses, payAtCashier, signedIn } from './shop';

// An iPhone's screen, touch and user agent, in the project's Chromium.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
void _webkit;

test.describe('paying for somebody else, and changing a course', () => {
  test("a share link opened by a second account pays the first account's order", async ({ browser, page, request, context }) => {
    const [, , , , course] = await paidCourses(request);
    const child = await signedIn(context, request);
    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /找人代付/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/channel=share/);
    const link = (await page.getByTestId('share-link').textContent())!;
    expect(link).toMatch(/\/order-detail-share\?shareId=[a-f0-9]{32}$/);
    const childStatus = page.getByTestId('payment-status');

    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await signedIn(parentContext, request);
    await parentPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(parentPage.getByText(/请你帮忙支付这个订单/)).toContainText(
      `${child.phone.slice(0, 3)}****${child.phone.slice(-4)}`,
    );
    await expect(parentPage.getByTestId('share-amount')).toHaveText(`¥${course!.price.toFixed(2)}`);
    await parentPage.getByRole('button', { name: '支付宝' }).click();
    const cashier = await payAtCashier(
      parentPage,
      () => parentPage.getByRole('link', { name: /前往支付宝收银台/ }).click(),
      /确认付款/,
    );
    await cashier.close();
    await expect(parentPage.getByTestId('payment-status')).toContainText('代付成功');
    await parentContext.close();

    await expect(childStatus).toHaveAttribute('data-state', 'paid');
    const mine = await api<{ list: { courseId: number }[] }>(request, '/api/v1/orders/findMyCourse', {}, child.token);
    expect(mine.list.map((item) => item.courseId)).toEqual([course!.id]);
  });

  test('the course of a paid order is changed end to end', async ({ page, request, context }) => {
    const [, , , , , course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    await page.goto(`/personal/order-detail?orderNo=${orderNo}`);
    await page.getByRole('link', { name: '换课' }).click();
    await expect(page).toHaveURL(/\/personal\/order-change\?orderNo=/);
    await expect(page.getByText(/支付后 7 天内、已学课时不足 20% 时可换课一次/)).toBeVisible();
    await page.getByRole('button', { name: '确认换课' }).click();
    await expect(page.getByText('请先选择要换的课程')).toBeVisible();
    const choice = page.getByRole('group', { name: '可换的课程' }).getByRole('radio').first();
    await choice.check();
    await page.getByRole('button', { name: '确认换课' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /确定|确认/ })
      .click();
    await expect(page).toHaveURL(/\/personal\/order-detail\?orderNo=/);
    await expect(page.getByText(/已将课程《.+》更换为《.+》/)).toBeVisible();
    await expect(page.getByRole('link', { name: '换课' })).toHaveCount(0);
    const mine = await api<{ list: { courseId: number }[] }>(request, '/api/v1/orders/findMyCourse', {}, account.token);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]!.courseId).not.toBe(course!.id);
  });
});

test.describe('at 375 px on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('buy, pay and see the order at phone width', async ({ page, request, context }) => {
    const [, , , , , , course] = await paidCourses(request);
    await signedIn(context, request);
    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /微信支付/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/channel=weixin/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: '在本机打开收银台' }).click(), /确认付款/);
    await cashier.close();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
    await page.goto('/personal/order');
    await expect(page.getByRole('listitem').filter({ hasText: course!.title }).first()).toContainText('已支付');
  });

  test('a share link paid on the phone pages: /m/order-detail-share, the cashier, then /m/order/success', async ({
    browser,
    request,
  }) => {
    const [, , , , , , , course] = await paidCourses(request);
    const childContext = await browser.newContext();
    const child = await signedIn(childContext, request);
    await childContext.close();
    const created = await api<{ shareId: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course!.id), payMethod: 'share' },
      child.token,
    );

    const phone = await browser.newContext({ ...iPhone, viewport: { width: 375, height: 812 } });
    const parent = await signedIn(phone, request);
    const page = await phone.newPage();
    // The phone login page adds the verified phone to the query before coming back (see the route guard).
    await page.goto(`/m/order-detail-share?shareId=${created.shareId}&mobilePhone=${parent.phone}`);
    await expect(page.getByTestId('share-amount')).toHaveText(`¥${course!.price.toFixed(2)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: '支付宝' }).click();
    await expect(page.getByText('沙箱环境')).toBeVisible();
    await page.getByRole('button', { name: /确认付款/ }).click();
    await expect(page).toHaveURL(/\/m\/order\/success\?shareId=/);
    await expect(page.getByTestId('payment-status')).toContainText('代付成功');
    const mine = await api<{ list: { courseId: number }[] }>(request, '/api/v1/orders/findMyCourse', {}, child.token);
    expect(mine.list.map((item) => item.courseId)).toEqual([course!.id]);
    await phone.close();
  });
});
