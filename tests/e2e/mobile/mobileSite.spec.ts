import { expect, test } from '@playwright/test';
import { CAPTCHA_ANSWER, freshPhone, latestSmsCode } from '../account/accounts';
import { api, paidCourses, signedIn } from '../commerce/shop';
import { ANDROID_UA, iPhoneProfile, loginOnPhonePage, phoneAccount } from './phone';

test.use(iPhoneProfile);

test('a phone goes from /home to the mobile home, a course and, once logged in, a trial lesson', async ({
  page,
  request,
  context,
}) => {
  const account = await phoneAccount(request, context);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  const headline = page.getByRole('region', { name: '热门推荐' });
  const firstCourse = headline.getByRole('link').filter({ hasNotText: '查看更多' }).first();
  const title = (await firstCourse.textContent())!.trim();
  await firstCourse.tap();
  await expect(page).toHaveURL(/\/m\/course\?courseId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const trial = page.locator('a[href^="/m/course?classId="]').first();
  const lesson = (await trial.textContent())!.trim();
  await trial.tap();
  await expect(page.getByRole('heading', { name: '登录后即可免费试看' })).toBeVisible();
  await page.getByRole('link', { name: '登录试看' }).tap();
  await loginOnPhonePage(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/m\/course\?classId=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: lesson })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /.+/);
  // The site's lesson player with its touch controls, not the browser's own.
  await expect(page.locator('video')).not.toHaveAttribute('controls');
  await expect(page.locator('media-control-bar').getByRole('button', { name: '快进 10 秒' })).toBeVisible();
  // The navbar now shows the account (leading to 我的) instead of the login link.
  await expect(page.locator('header a[href="/m/me"]')).toBeAttached();
  await expect(page.locator('header').getByText('登录', { exact: true })).toHaveCount(0);
});

test('a gift pack is claimed with the SMS code from the inbox, and the phone is told when it claims again', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/m/gift');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await expect(page.getByText('请输入图形验证码')).toBeVisible();
  await page.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '立即领取' }).tap();
  await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();

  await page.goto('/m/gift');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await expect(page.getByText(/该手机号已于 \d{4}-\d{2}-\d{2} 领取过礼包/)).toBeVisible();
});

test('a share link opened without a phone logs in on /m/login and comes back to the shared order', async ({
  browser,
  page,
  request,
  context,
}) => {
  const [, , , , , , course] = await paidCourses(request);
  const childContext = await browser.newContext();
  const child = await signedIn(childContext, request);
  await childContext.close();
  const created = await api<{ shareId: string }>(
    request,
    '/api/v1/orders/createOrder',
    { courseId: String(course!.id), payMethod: 'share' },
    child.token,
  );
  const parent = await phoneAccount(request, context);

  await page.goto(`/m/order-detail-share?shareId=${created.shareId}`);
  await expect(page).toHaveURL(new RegExp(`/m/login\\?shareId=${created.shareId}&redirect=`));
  await loginOnPhonePage(page, parent.phone, parent.password);
  await expect(page).toHaveURL(new RegExp(`/m/order-detail-share\\?shareId=${created.shareId}&mobilePhone=${parent.phone}$`));
  await expect(page.getByTestId('share-amount')).toHaveText(`¥${course!.price.toFixed(2)}`);
});

test('the download page offers the App Store first on an iPhone', async ({ page }) => {
  await page.goto('/m/download');
  const stores = page.locator('[data-store-link]');
  await expect(stores.first()).toHaveAttribute('data-store-link', 'ios');
  await expect(page.getByRole('link', { name: 'App Store 下载' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(page.getByRole('img', { name: '本页二维码' })).toHaveCount(0);
});

test.describe('on Android', () => {
  test.use({ userAgent: ANDROID_UA });
  test('the download page offers the Android package first', async ({ page }) => {
    await page.goto('/m/download');
    await expect(page.locator('[data-store-link]').first()).toHaveAttribute('data-store-link', 'android');
    await expect(page.getByRole('link', { name: '安卓版下载' })).toHaveAttribute('href', /^https?:\/\//);
  });
});
