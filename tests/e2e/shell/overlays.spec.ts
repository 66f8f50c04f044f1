import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  accountMenu,
  loginDialog,
  openLoginDialog,
  registerAccount,
  registerOnPage,
  submitLogin,
  useDevice,
  waitForSmsCooldown,
} from '../account/accounts';
import { fillPhoneAndCode } from '../campaign/campaign';
import { rememberStudent } from './session';
import { paidCourses, signedIn } from '../commerce/shop';

/*
 * One dialog at a time: the app's dialogs wait in one queue (session notices, then login, then the grade,
 * then promotions), and the promotion comes at most once a season, never right after a login and never on
 * a campaign page.
 */

/** Every modal the page shows: dialogs and alert dialogs. */
function openDialogs(page: Page) {
  return page.locator('[role="dialog"], [role="alertdialog"]').filter({ visible: true });
}

function promotion(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
}

/** A browser that has never seen the promotion (the other tests start with it seen, see playwright.config.ts). */
async function freshVisitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ...options, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/** Longer than the promotion waits on a page before it comes up. */
const PROMOTION_WAIT_MS = 4_000;

test.describe('one dialog at a time', () => {
  test('"立即注册" closes the login dialog before the register page shows', async ({ page }) => {
    await page.goto('/news');
    await openLoginDialog(page);
    await loginDialog(page).getByRole('link', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: '注册学伴在线' })).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    await expect(openDialogs(page)).toHaveCount(0);
  });

  test('a family that registers from the login dialog on a course is back on the course', async ({ page, request }) => {
    const [course] = await paidCourses(request);
    await page.goto(`/course/chapter?courseId=${course!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
    await openLoginDialog(page);
    await loginDialog(page).getByRole('link', { name: '立即注册' }).click();

    await registerOnPage(page, request);

    await expect(page).toHaveURL(new RegExp(`/course/chapter\\?courseId=${course!.id}$`));
    // A new account chooses its grade first, on the course page.
    const grades = page.getByRole('dialog', { name: /年级/ });
    await expect(grades).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await grades.getByRole('radio', { name: '一年级' }).click();
    await grades.getByRole('button', { name: /确定|保存/ }).click();
    await expect(grades).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
  });

  test('a session found ended twice shows one notice, then only the login dialog', async ({ page, context }) => {
    // A login kept from an earlier visit whose session the server no longer knows: the header's unread count is
    // refused first, the settings page's own call a few seconds later, while the family is logging in again.
    // The count waits for the settings page to have asked: once the session is gone the page would not ask.
    await rememberStudent(context);
    let settingsAsked = false;
    let markAsked = () => {};
    const asked = new Promise<void>((resolve) => (markAsked = resolve));
    await context.route('**/notification/findByUserInfoId', async (route) => {
      await asked;
      await route.fulfill({ json: { status: 4, message: '登录状态已失效，请重新登录', appData: null } });
    });
    await context.route('**/findUserinfo', async (route) => {
      settingsAsked = true;
      markAsked();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.fulfill({ json: { status: 4, message: '登录状态已失效，请重新登录', appData: null } });
    });
    await page.goto('/personal/setting');
    const warning = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(warning).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await warning.getByRole('button', { name: '确定' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect.poll(() => settingsAsked).toBe(true);
    await page.waitForTimeout(7_000);
    await expect(loginDialog(page)).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
  });
});

test('a payment page whose session ended asks to sign in again, and never says the order is missing', async ({
  page,
  context,
}) => {
  // A login kept from an earlier visit that the server no longer knows: the order's own call is refused.
  await rememberStudent(context);
  await page.goto('/course/purchase-alipay-payment?orderNo=XB20261202101844411261&channel=weixin');
  const warning = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(warning).toBeVisible();
  await expect(page.getByText('没有权限，请先登录')).toBeVisible();
  await expect(page.getByText('订单不存在')).toHaveCount(0);
  await warning.getByRole('button', { name: '确定' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(openDialogs(page)).toHaveCount(1);
});

test.describe('the promotion notice', () => {
  test('comes once a season on the next site page, never on the opening one, naming the season the home banner shows', async ({
    browser,
  }) => {
    const page = await freshVisitor(browser);
    await page.goto('/home');
    const banner = page.locator('[aria-roledescription="carousel"] img').first();
    const season = /(寒假|春季|暑期|秋季)/.exec((await banner.getAttribute('alt')) ?? '')?.[1];
    expect(season).toBeDefined();
    // The page a visit opens on is the one the family came for: no dialog over it.
    await page.waitForTimeout(PROMOTION_WAIT_MS);
    await expect(openDialogs(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
    await expect(page).toHaveURL(/\/news/);
    const notice = promotion(page);
    await expect(notice).toBeVisible({ timeout: PROMOTION_WAIT_MS + 6_000 });
    await expect(notice).toContainText(season!);
    await notice.getByRole('button', { name: '我知道了' }).click();
    await expect(notice).toBeHidden();

    // Seen this season: another visit browsing on meets it no more.
    await page.reload();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForTimeout(PROMOTION_WAIT_MS);
    await expect(openDialogs(page)).toHaveCount(0);
    await page.context().close();
  });

  test('does not come right after a login', async ({ browser, request }) => {
    const account = await registerAccount(request, { grade: '初二' });
    const page = await freshVisitor(browser);
    await useDevice(page.context(), account.deviceId);
    await page.goto('/news');
    await openLoginDialog(page);
    await submitLogin(page, account.phone, account.password);
    await expect(accountMenu(page)).toBeVisible();
    // Not on the next page either: the login is what this visit was for.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForTimeout(PROMOTION_WAIT_MS);
    await expect(openDialogs(page)).toHaveCount(0);
    await page.context().close();
  });

  test('waits while a signed-in family confirms and pays an order, and comes on the next site page', async ({
    browser,
    request,
  }) => {
    const [course] = await paidCourses(request);
    const page = await freshVisitor(browser);
    await signedIn(page.context(), request);
    await page.goto(`/course/chapter?courseId=${course!.id}`);
    await page.getByRole('link', { name: '立即购买' }).first().click();
    await expect(page).toHaveURL(/\/course\/purchase\?/);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
    await page.waitForTimeout(PROMOTION_WAIT_MS);
    await expect(openDialogs(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
    await expect(page).toHaveURL(/\/news/);
    await expect(promotion(page)).toBeVisible({ timeout: PROMOTION_WAIT_MS + 6_000 });
    await page.context().close();
  });

  test('does not come on a campaign page, even after signing in there', async ({ browser, request }) => {
    // Registering sent this phone a code; the campaign sign-in sends another once the minute between two is over.
    test.setTimeout(150_000);
    const account = await registerAccount(request, { grade: '初二' });
    await waitForSmsCooldown(request, account.phone);
    const page = await freshVisitor(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await page.goto('/myCourse/login');
    await fillPhoneAndCode(page, request, account.phone);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/myCourse\/index$/);
    await page.waitForTimeout(PROMOTION_WAIT_MS);
    await expect(openDialogs(page)).toHaveCount(0);
    await page.context().close();
  });
});
