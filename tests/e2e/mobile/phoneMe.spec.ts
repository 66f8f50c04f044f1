import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenu } from '../account/accounts';
import { signedIn } from '../commerce/shop';
import { iPhoneProfile, loginOnPhonePage, phoneAccount } from './phone';

/*
 * The phone's personal area and chrome: 我的 at /m/me, the bottom tab bar, the avatar leading to 我的,
 * study management reachable from 我的 and from the desktop avatar menu, and the course filters as chips.
 */

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

function tabBar(page: Page) {
  return page.getByRole('navigation', { name: '底部导航' });
}

/** A fresh login may be shown the current promotion once; it is closed when it comes. */
async function closePromotionIfShown(page: Page) {
  const ok = page.getByRole('button', { name: '我知道了' });
  await ok.waitFor({ timeout: 3_000 }).then(
    () => ok.click(),
    () => undefined,
  );
}

async function box(locator: Locator) {
  // A signed-in page is drawn over the server's markup, then again once the session's data is in: the element
  // found may be replaced before it is measured, so it is measured until one stays on view.
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => {
      found = await locator.boundingBox();
      return found;
    })
    .not.toBeNull();
  return found!;
}

test.describe('on a phone', () => {
  test.use(iPhoneProfile);

  test('a signed-out phone sent to 我的 logs in on /m/login, comes back, and 我的 reaches orders, courses and study reports', async ({
    page,
    request,
    context,
  }) => {
    const account = await phoneAccount(request, context);
    await page.goto('/m/me');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fme$/);
    await loginOnPhonePage(page, account.phone, account.password);
    await expect(page).toHaveURL(/\/m\/me$/);
    await closePromotionIfShown(page);

    await expect(page.getByRole('heading', { level: 1, name: '我的' })).toBeVisible();
    const profile = page.getByRole('region', { name: '我的资料' });
    await expect(profile.getByText(masked(account.phone))).toBeVisible();
    await expect(profile.getByText('五年级')).toBeVisible();
    await expect(page.getByText(account.phone)).toHaveCount(0);

    const entries = page.getByRole('navigation', { name: '我的服务' });
    for (const [name, href] of [
      ['我的课程', '/personal/my-course'],
      ['我的订单', '/personal/order'],
      ['我的收藏', '/personal/collected'],
      ['消息中心', '/personal/notification'],
      ['账户设置', '/personal/setting'],
      ['问题反馈', '/personal/feckback'],
      ['学习管理', '/studymag'],
    ] as const) {
      await expect(entries.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: '课程顾问' })).toBeVisible();
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

    // The orders page is drawn in the phone's chrome, not under the desktop header and footer.
    await entries.getByRole('link', { name: /^我的订单/ }).tap();
    await expect(page).toHaveURL(/\/personal\/order$/);
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /账户菜单/ })).toHaveCount(0);

    await tabBar(page).getByRole('link', { name: '我的' }).tap();
    await expect(page).toHaveURL(/\/m\/me$/);
    await entries.getByRole('link', { name: /^学习管理/ }).tap();
    await expect(page).toHaveURL(/\/studymag\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
  });

  test('the tab bar takes a phone between home, courses, learning and 我的, marking where it is', async ({
    page,
    request,
    context,
  }) => {
    await signedIn(context, request);
    await page.goto('/m/home');
    const bar = tabBar(page);
    await expect(bar.getByRole('link')).toHaveText(['首页', '课程', '学习', '我的']);
    await expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    for (const link of await bar.getByRole('link').all()) {
      const { height, width } = await box(link);
      expect(height).toBeGreaterThanOrEqual(44);
      expect(width).toBeGreaterThanOrEqual(44);
    }
    // Nothing of the page stays under the bar: the page keeps the bar's height free at its end. Both are measured
    // in one moment, in the page, so a redrawn page cannot hand over a detached element (whose style is empty).
    const roomBelowBar = () =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        const bar = document.querySelector('nav[aria-label="底部导航"]');
        if (!main || !bar || getComputedStyle(bar).position !== 'fixed') return Number.NaN;
        return parseFloat(getComputedStyle(main).paddingBottom) - bar.getBoundingClientRect().height;
      });
    await expect.poll(roomBelowBar).toBeGreaterThanOrEqual(-1);

    await bar.getByRole('link', { name: '课程' }).tap();
    await expect(page).toHaveURL(/\/m\/course$/);
    await expect(bar.getByRole('link', { name: '课程' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: '学习' }).tap();
    await expect(page).toHaveURL(/\/personal\/my-course$/);
    await expect(bar.getByRole('link', { name: '学习' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: '我的' }).tap();
    await expect(page).toHaveURL(/\/m\/me$/);
    await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  test('tapping the avatar on a phone opens 我的, not the message centre, and the navbar menu lists 我的', async ({
    page,
    request,
    context,
  }) => {
    await signedIn(context, request);
    await page.goto('/m/course');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /我的账户/ })
      .tap();
    await expect(page).toHaveURL(/\/m\/me$/);

    await page.getByRole('button', { name: '打开菜单' }).tap();
    const menu = page.getByRole('dialog', { name: '网站导航' });
    await expect(menu.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: '首页' }).tap();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the filters on /m/course are single-line chips, not large circles', async ({ page }) => {
    await page.goto('/m/course');
    const chips = page.getByRole('region', { name: '筛选课程' }).getByRole('link');
    await expect(chips.first()).toBeVisible();
    const count = await chips.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const chip = chips.nth(index);
      if (!(await chip.isVisible())) continue;
      const { height, width } = await box(chip);
      expect(height, `chip ${await chip.textContent()}`).toBeLessThanOrEqual(40);
      expect(width, `chip ${await chip.textContent()}`).toBeGreaterThan(height);
    }
    const selected = page.getByRole('region', { name: '筛选课程' }).locator('a[aria-current="page"], a[data-state="on"]');
    await expect(selected.first()).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the avatar menu leads to study management', async ({ page, request, context }) => {
    await signedIn(context, request);
    await page.goto('/home');
    await closePromotionIfShown(page);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: '学习管理' }).click();
    await expect(page).toHaveURL(/\/studymag\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
  });
});
