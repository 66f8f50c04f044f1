import { devices, expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { fillPhoneAndCode } from '../campaign/campaign';
import { type BridgeAnswer, bridgeCalls, installWechatBridge, WECHAT_UA } from '../mobile/wechat';
import { api, paidCourses, signedIn } from './shop';

/*
 * Paying inside WeChat: the page runs with WeChat's user agent and a stand-in WeixinJSBridge that records
 * what it was asked and answers as the test says. The money itself moves in the sandbox, which notifies
 * the server; the page follows the order to paid.
 */

const DESKTOP_WECHAT_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090c11) XWEB/11275 Flue';

/** A WeChat phone whose bridge arrives shortly after the page starts, like WeChat's, and answers `answer`. */
async function wechatPhone(browser: Browser, answer: BridgeAnswer, desktop = false) {
  const context = await browser.newContext(
    desktop
      ? { userAgent: DESKTOP_WECHAT_UA, viewport: { width: 1440, height: 900 } }
      : { ...devices['iPhone 13'], userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } },
  );
  await installWechatBridge(context, answer);
  return context;
}

async function shareOrder(request: APIRequestContext, browser: Browser, pick: number) {
  const courses = await paidCourses(request);
  const course = courses[pick % courses.length]!;
  const sharerContext: BrowserContext = await browser.newContext();
  const sharer = await signedIn(sharerContext, request);
  await sharerContext.close();
  const created = await api<{ shareId: string }>(
    request,
    '/api/v1/orders/createOrder',
    { courseId: String(course.id), payMethod: 'share' },
    sharer.token,
  );
  return { course, shareId: created.shareId, sharer };
}

test.describe('WeChat Pay inside WeChat (JSAPI)', () => {
  test('the share link pays through WeixinJSBridge and turns paid when the sandbox notifies', async ({ browser, request }) => {
    const { course, shareId, sharer } = await shareOrder(request, browser, 5);
    const phone = await wechatPhone(browser, 'ok');
    const payer = await signedIn(phone, request);
    const page = await phone.newPage();
    await page.goto(`/m/order-detail-share?shareId=${shareId}&mobilePhone=${payer.phone}`);
    await expect(page.getByTestId('share-amount')).toHaveText(`¥${course.price.toFixed(2)}`);

    const started = page.waitForResponse((response) => response.url().includes('/api/pay/v1/pay/share/weixin/payOrder'));
    const authorised = page.waitForRequest((request) => request.url().includes('/api/pay/v1/pay/weixin/authorize'));
    await page.getByRole('button', { name: '微信支付' }).click();
    // The first WeChat payment of a visit goes through WeChat's authorisation for the payer's openid, comes
    // back to this page with a code and carries on by itself; the code is exchanged and sent with the payment.
    expect(new URL((await authorised).url()).searchParams.get('returnTo')).toBe(
      `/m/order-detail-share?shareId=${shareId}&mobilePhone=${payer.phone}`,
    );
    const response = await started;
    expect(new URLSearchParams(response.request().postData() ?? '').get('openId')).toMatch(/^o[\w-]{27}$/);
    const body = (await response.json()) as {
      appData: { kind: string; amount: number; jsapi: Record<string, string> & { package: string } };
    };
    expect(body.appData.kind).toBe('jsapi');
    await expect(page).toHaveURL((url) => !url.searchParams.has('code') && !url.searchParams.has('state'));
    expect(body.appData.amount).toBe(course.price);

    // The bridge got exactly the server's signed parameters; no QR code and no cashier on the page.
    await expect.poll(async () => (await bridgeCalls(page)).length).toBe(1);
    const [call] = await bridgeCalls(page);
    expect(call).toEqual({ name: 'getBrandWCPayRequest', params: body.appData.jsapi });
    expect(page.url()).toContain('/m/order-detail-share');
    await expect(page.getByRole('img', { name: /付款二维码/ })).toHaveCount(0);

    // WeChat said ok; the money arrives when the provider (the sandbox) notifies the server.
    const tradeNo = body.appData.jsapi.package.replace('prepay_id=', '');
    const cashier = await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay' }, maxRedirects: 0 });
    expect(cashier.status()).toBeLessThan(400);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    const mine = await api<{ list: { courseId: number }[] }>(request, '/api/v1/orders/findMyCourse', {}, sharer.token);
    expect(mine.list.map((item) => item.courseId)).toContain(course.id);
    await phone.close();
  });

  test('a cancelled WeChat payment goes back to choosing a method with a message', async ({ browser, request }) => {
    const { shareId } = await shareOrder(request, browser, 6);
    const phone = await wechatPhone(browser, 'cancel');
    const payer = await signedIn(phone, request);
    const page = await phone.newPage();
    await page.goto(`/m/order-detail-share?shareId=${shareId}&mobilePhone=${payer.phone}`);
    await page.getByRole('button', { name: '微信支付' }).click();
    await expect(page.getByTestId('wechat-pay-notice')).toContainText('已取消微信支付');
    await expect(page.getByRole('button', { name: '微信支付' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '支付宝' })).toBeVisible();
    await phone.close();
  });

  test('a failed WeChat payment says so and keeps the order payable', async ({ browser, request }) => {
    const { shareId } = await shareOrder(request, browser, 7);
    const phone = await wechatPhone(browser, 'fail');
    const payer = await signedIn(phone, request);
    const page = await phone.newPage();
    await page.goto(`/m/order-detail-share?shareId=${shareId}&mobilePhone=${payer.phone}`);
    await page.getByRole('button', { name: '微信支付' }).click();
    await expect(page.getByTestId('wechat-pay-notice')).toContainText('微信支付未完成');
    await expect(page.getByTestId('payment-status')).not.toHaveAttribute('data-state', 'paid');
    await phone.close();
  });

  test('the checkout opened in WeChat on a computer pays WeChat Pay through the bridge, not a QR code', async ({
    browser,
    request,
  }) => {
    const [, , , course] = await paidCourses(request);
    const wechat = await wechatPhone(browser, 'ok', true);
    const buyer = await signedIn(wechat, request);
    const created = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course!.id), payMethod: 'weixin' },
      buyer.token,
    );
    const page = await wechat.newPage();
    await page.goto(`/course/purchase-alipay-payment?orderNo=${created.orderNo}`);
    const started = page.waitForResponse((response) => response.url().includes('/api/pay/v1/pay/weixin/payOrder'));
    await page.getByRole('button', { name: '微信支付', exact: true }).click();
    const body = (await (await started).json()) as {
      appData: { kind: string; jsapi: Record<string, string> & { package: string } };
    };
    expect(body.appData.kind).toBe('jsapi');
    await expect.poll(async () => (await bridgeCalls(page)).length).toBe(1);
    await expect(page.getByRole('img', { name: /付款二维码/ })).toHaveCount(0);
    const tradeNo = body.appData.jsapi.package.replace('prepay_id=', '');
    await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay' }, maxRedirects: 0 });
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    await wechat.close();
  });

  test('a live-class sign-up opened in WeChat pays WeChat Pay through the bridge after the authorisation', async ({
    browser,
    request,
  }) => {
    const phone = await wechatPhone(browser, 'ok');
    const page = await phone.newPage();
    await page.goto('/liveSignupTencent/index');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /立即报名/ })
      .click();
    await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '登录并报名' }).click();
    await expect(page).toHaveURL(/\/liveSignupTencent\/payment-detail\?liveClassId=\d+/);

    const started = page.waitForResponse((response) => response.url().includes('/api/pay/v1/pay/weixin/payOrder'));
    const authorised = page.waitForRequest((request) => request.url().includes('/api/pay/v1/pay/weixin/authorize'));
    await page.getByRole('radio', { name: /微信支付/ }).check();
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    // The authorisation comes back to the order's own address, and the payment carries on from there.
    const returnTo = new URL((await authorised).url()).searchParams.get('returnTo')!;
    expect(returnTo).toMatch(/^\/liveSignupTencent\/payment-detail\?liveClassId=\d+&orderNo=XB\d+&method=weixin$/);
    const response = await started;
    expect(new URLSearchParams(response.request().postData() ?? '').get('openId')).toMatch(/^o[\w-]{27}$/);
    const body = (await response.json()) as { appData: { kind: string; jsapi: Record<string, string> & { package: string } } };
    expect(body.appData.kind).toBe('jsapi');
    await expect.poll(async () => (await bridgeCalls(page)).length).toBe(1);
    await expect(page).toHaveURL((url) => url.searchParams.get('method') === 'weixin' && !url.searchParams.has('code'));

    const tradeNo = body.appData.jsapi.package.replace('prepay_id=', '');
    await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay' }, maxRedirects: 0 });
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    await phone.close();
  });
});
