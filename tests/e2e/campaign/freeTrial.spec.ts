import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSideways, fillPhoneAndCode, phonePage } from './campaign';

test.describe('the free trial on a phone', () => {
  test('claims a free course with phone and SMS code and watches its trial lessons', async ({ browser, request }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    const first = page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first();
    await first.click();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
    await expectNoSideways(page);
    await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '免费领取' }).click();

    await expect(page).toHaveURL(/\/freeCourse\/watch$/);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /.+/);
    const lessons = page.getByRole('region', { name: '试看课时' }).getByRole('button');
    expect(await lessons.count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /^购买完整课程/ })).toHaveAttribute('href', /\/course\/purchase\?courseId=\d+/);
    await page.context().close();
  });

  test('refuses a second claim from the same phone', async ({ browser, request }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    await page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first().click();
    const phone = await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '免费领取' }).click();
    await expect(page).toHaveURL(/\/freeCourse\/watch$/);
    await page.context().close();

    const again = await phonePage(browser);
    await again.goto('/freeCourse/home');
    await again.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).nth(1).click();
    await again.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
    await again.getByRole('textbox', { name: '短信验证码' }).fill('123456');
    await again.getByRole('button', { name: '免费领取' }).click();
    await expect(again.getByText('该手机号已领取过免费试看课')).toBeVisible();
    await expect(again).toHaveURL(/\/freeCourse\/home$/);
    await again.context().close();
  });

  test('says what is missing before claiming', async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    await page.getByRole('button', { name: '免费领取' }).click();
    await expect(page.getByText('请先选择一门课程')).toBeVisible();
    await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
    await page.context().close();
  });
});

test.describe('what the free trial offers', () => {
  test('offers every grade of the catalogue, and no course that is free anyway', async ({ browser, request }) => {
    const basic = await basicData(request);
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toBeVisible();
    const catalogue = basic.gradeList.map((grade) => grade.name);
    const offered = (await headings.allTextContents()).filter((name) => catalogue.includes(name));
    expect(offered).toEqual(catalogue);
    const free = await freeCourseTitles(request);
    const courses = await page.getByRole('button').filter({ hasText: '试看' }).allTextContents();
    expect(courses.length).toBeGreaterThan(0);
    for (const title of free) expect(courses.join('\n')).not.toContain(title);
    await page.context().close();
  });

  for (const width of [375, 1440]) {
    test(`the upsell names a course of the same subject, without nested book-title marks, fitting its button at ${width} px`, async ({
      browser,
      request,
    }) => {
      const page =
        width === 375
          ? await phonePage(browser)
          : await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
      await page.goto('/freeCourse/home');
      const offer = page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first();
      const trialTitle = (await offer.textContent()) ?? '';
      await offer.click();
      await fillPhoneAndCode(page, request);
      await page.getByRole('button', { name: '免费领取' }).click();
      await expect(page).toHaveURL(/\/freeCourse\/watch$/);

      const buy = page.getByRole('link', { name: /购买/ });
      await expect(buy).toBeVisible();
      const text = (await buy.textContent()) ?? '';
      expect(text).not.toMatch(/《[^》]*《/);
      // The course it names is of the trial's subject: the subject is what a title starts with after its grade.
      const subject = (title: string) =>
        /^(?:[一二三四五六]年级|初[一二三]|高[一二三])(语文|数学|英语|科学|编程|物理|化学|生物|历史|地理|道德与法治|政治)/.exec(
          title,
        )?.[1];
      const upsell = page.getByRole('region', { name: '完整课程' });
      expect(subject((await upsell.getByRole('heading').textContent()) ?? '')).toBe(subject(trialTitle.trim()));

      const fits = await buy.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(link);
        const text = range.getBoundingClientRect();
        return {
          inside:
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5 &&
            text.top >= box.top - 0.5 &&
            text.bottom <= box.bottom + 0.5,
          noOverflow: link.scrollWidth <= link.clientWidth + 1,
          inViewport: box.right <= document.documentElement.clientWidth,
        };
      });
      expect(fits).toEqual({ inside: true, noOverflow: true, inViewport: true });
      await page.context().close();
    });
  }
});

async function basicData(request: APIRequestContext) {
  const answer = await request.post('/api/web/v1/common/getbasicdata', { headers: { Authorization: 'Org 20260001' } });
  return ((await answer.json()) as { appData: { gradeList: { name: string; level: number }[] } }).appData;
}

/** Titles of the courses the catalogue sells at no charge. */
async function freeCourseTitles(request: APIRequestContext): Promise<string[]> {
  const titles: string[] = [];
  for (const stage of ['primary', 'junior', 'senior']) {
    const answer = await request.post('/api/web/v1/course/findByCategoryId', {
      form: { size: '50', stage },
      headers: { Authorization: 'Org 20260001' },
    });
    const body = (await answer.json()) as { appData: { list: { title: string; isFree: boolean }[] } };
    titles.push(...body.appData.list.filter((course) => course.isFree).map((course) => course.title));
  }
  return titles;
}
