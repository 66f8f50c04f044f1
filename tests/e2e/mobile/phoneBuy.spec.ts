import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { Account } from '../account/accounts';
import { paidCourses, type ShopCourse } from '../commerce/shop';
import { iPhoneProfile, loginOnPhonePage, phoneAccount } from './phone';
import { bridgeCalls, installWechatBridge, WECHAT_UA } from './wechat';

/*
 * Buying on a phone, from the phone's course page to the first lesson: a signed-out visitor logs in on
 * /m/login, comes back to the course and on to the phone's purchase page, pays the way a phone pays (H5 in
 * a phone browser, JSAPI inside WeChat), lands on /m/order/success, finds the order paid and plays the
 * course's first lesson. (The phone's 我的 page is reached by direct links until it is merged.)
 */

test.use(iPhoneProfile);

/** The promotion a fresh login may be shown once, whenever it comes, is closed so the journey goes on. */
async function closePromotionWhenShown(page: Page) {
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
  await page.addLocatorHandler(notice, async () => {
    await notice.getByRole('button', { name: '我知道了' }).tap();
  });
}

/** A course a fresh account can buy, its page open on the phone. */
async function openCourse(page: Page, request: APIRequestContext, pick: number): Promise<ShopCourse> {
  const courses = await paidCourses(request);
  const course = courses[pick % courses.length]!;
  await page.goto(`/m/course?courseId=${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  return course;
}

function buyBar(page: Page) {
  return page.getByRole('region', { name: '购买课程' });
}

/** From the course, signed out: /m/login, then back to the course and on to the phone's purchase page. */
async function logInFromCourse(page: Page, course: ShopCourse, account: Account) {
  const bar = buyBar(page);
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(`¥${course.price}`);
  await bar.getByRole('link', { name: '立即购买' }).tap();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/m/login' && url.searchParams.get('redirect') === `/course/purchase?courseId=${course.id}`,
  );
  await loginOnPhonePage(page, account.phone, account.password);
  await expect(page).toHaveURL(new RegExp(`/course/purchase\\?courseId=${course.id}$`));
  await expect(page.getByTestId('payable')).toHaveText(`¥${course.price.toFixed(2)}`);
  // The login page gave its place to the purchase page: back is the course, where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/m/course\\?courseId=${course.id}$`));
  await buyBar(page).getByRole('link', { name: '立即购买' }).tap();
  await expect(page).toHaveURL(new RegExp(`/course/purchase\\?courseId=${course.id}$`));
}

/** Places the order with WeChat Pay from the purchase page's sticky pay bar; answers the start of its payment. */
async function orderWithWechatPay(page: Page, started: Promise<Response>) {
  await page.getByRole('radio', { name: /微信支付/ }).check();
  const payBar = page.getByRole('region', { name: '订单结算' });
  await expect(payBar).toBeInViewport();
  const submit = payBar.getByRole('button', { name: '提交订单' });
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await submit.tap();
  await expect(page).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+&channel=weixin/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const response = await started;
  const body = (await response.json()) as { appData: { kind: string; url: string; jsapi: { package: string } | null } };
  return { orderNo, device: new URLSearchParams(response.request().postData() ?? '').get('device'), started: body.appData };
}

/** The success page, then through 我的: the order paid in my orders, and the first lesson playing from my courses with its controls. */
async function afterPaying(page: Page, course: ShopCourse, orderNo: string) {
  await expect(page).toHaveURL(new RegExp(`/m/order/success\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(page.getByTestId('payment-status')).toContainText('支付成功');

  // 我的 → 我的订单: the order reads paid; back in 我的 → 我的课程.
  const tabBar = page.getByRole('navigation', { name: '底部导航' });
  const services = page.getByRole('navigation', { name: '我的服务' });
  await tabBar.getByRole('link', { name: '我的' }).tap();
  await expect(page).toHaveURL(/\/m\/me$/);
  await services.getByRole('link', { name: /^我的订单/ }).tap();
  await expect(page).toHaveURL(/\/personal\/order/);
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('已支付');

  await tabBar.getByRole('link', { name: '我的' }).tap();
  await services.getByRole('link', { name: /^我的课程/ }).tap();
  await expect(page).toHaveURL(/\/personal\/my-course/);
  const card = page.locator(`[data-course-id="${course.id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: '开始学习' }).tap();
  await expect(page).toHaveURL(/\/video\?classId=\d+/);
  const playButton = page.locator('media-play-button').first();
  await expect(playButton).toBeVisible();
  await page.locator('video[slot="media"]').evaluate((video: HTMLVideoElement) => (video.muted = true));
  await playButton.tap();
  await expect(page.locator('video[slot="media"]')).toHaveJSProperty('paused', false);
}

test('a signed-out phone buys a course from /m/course with H5 payment in the sandbox and plays its first lesson', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const account = await phoneAccount(request, context);
  await closePromotionWhenShown(page);
  const course = await openCourse(page, request, 8);
  await logInFromCourse(page, course, account);

  const started = page.waitForResponse((response) => response.url().includes('/api/pay/v1/pay/weixin/payOrder'));
  const { orderNo, device, started: payment } = await orderWithWechatPay(page, started);
  // A phone browser pays WeChat Pay through H5 (the provider's mobile cashier), never a QR code it cannot scan.
  expect(device).toBe('phone');
  expect(payment.kind).toBe('redirect');
  await expect(page.getByRole('img', { name: /付款二维码/ })).toHaveCount(0);

  const payLink = page.getByRole('region', { name: '支付', exact: true }).getByRole('link', { name: /前往微信支付收银台/ });
  expect((await payLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await payLink.tap();
  // The cashier opens in this very tab and sends the phone back to the phone's result page.
  await expect(page.getByText('沙箱环境')).toBeVisible();
  await page.getByRole('button', { name: /确认付款/ }).tap();
  await afterPaying(page, course, orderNo);
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('a signed-out visitor buys from /m/course paying through WeChat JSAPI, then plays the first lesson', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    await installWechatBridge(context, 'ok');
    const account = await phoneAccount(request, context);
    await closePromotionWhenShown(page);
    const course = await openCourse(page, request, 9);
    await logInFromCourse(page, course, account);

    const started = page.waitForResponse((response) => response.url().includes('/api/pay/v1/pay/weixin/payOrder'));
    const authorised = page.waitForRequest((request) => request.url().includes('/api/pay/v1/pay/weixin/authorize'));
    const placed = orderWithWechatPay(page, started);
    // Inside WeChat the order's page asks WeChat to pay: once for the payer's openid, then through the bridge.
    await expect(
      page.getByRole('region', { name: '支付', exact: true }).getByRole('button', { name: /^微信支付 ¥/ }),
    ).toBeVisible();
    await page
      .getByRole('region', { name: '支付', exact: true })
      .getByRole('button', { name: /^微信支付 ¥/ })
      .tap();
    await authorised;
    const { orderNo, device, started: payment } = await placed;
    expect(device).toBe('wechat');
    expect(payment.kind).toBe('jsapi');
    await expect.poll(async () => (await bridgeCalls(page))?.length ?? 0).toBe(1);

    const tradeNo = payment.jsapi!.package.replace('prepay_id=', '');
    const cashier = await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay' }, maxRedirects: 0 });
    expect(cashier.status()).toBeLessThan(400);
    await afterPaying(page, course, orderNo);
  });
});
