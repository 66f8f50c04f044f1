import { expect, test, type Page } from '@playwright/test';
import { loggedInAccount } from '../account/accounts';
import { paidCourses, payAtCashier } from '../commerce/shop';

/*
 * The built app under its Content-Security-Policy: pages, dialogs, the mobile site and the sandbox cashier run
 * without a single violation (a violation means something inline or foreign that the policy blocks, so a
 * feature quietly broken in production).
 */

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

test.describe('content security policy', () => {
  test('answers pages with the policy, no sniffing, same-origin framing and a strict referrer policy', async ({ request }) => {
    const page = await request.get('/home');
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("style-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP: a development address must never learn HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    const api = await request.post('/api/web/v1/homePage/findBanner', { headers: { Authorization: 'Org 20260001' } });
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('desktop pages, the login dialog and buying through the sandbox cashier break no rule of the policy', async ({
    page,
    request,
    context,
  }) => {
    const violations = watchViolations(page);
    context.on('page', (opened) => {
      opened.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${opened.url()}: ${message.text()}`);
      });
    });
    for (const path of ['/home', '/course', '/news', '/teacher']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    const [course] = await paidCourses(request);
    await loggedInAccount(page, request, context, `/course/chapter?courseId=${course!.id}`);
    await page.getByRole('link', { name: '立即购买' }).first().click();
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/purchase-alipay-payment/);
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');
    await page.goto('/personal/order');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the mobile site breaks no rule of the policy', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const violations = watchViolations(page);
    for (const path of ['/m/home', '/m/course']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await phone.close();
    expect(violations).toEqual([]);
  });
});
