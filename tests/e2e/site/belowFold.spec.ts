import { expect, test, type Locator, type Page } from '@playwright/test';
import { iPhoneProfile } from '../mobile/phone';
import { webApi, type CourseCard, type Paged } from './site';

/** The calls the page sends to an API path, as they are sent. */
function callsTo(page: Page, path: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => void (request.url().includes(path) && asked.push(request.url())));
  return asked;
}

test.describe('in a short desktop window', () => {
  // The sections under the first screens, and the footer, start well below it.
  test.use({ viewport: { width: 1280, height: 480 } });

  test('/home draws the sections under its first screens only when the visitor scrolls near them', async ({ page }) => {
    const asked = callsTo(page, '/teacherInfo/');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /热门推荐/ })).toBeVisible();
    const tutors = page.getByRole('heading', { name: /学霸导师/ });
    await expect(tutors).toHaveCount(0);
    expect(asked).toEqual([]);

    await page.mouse.wheel(0, 4000);
    await expect(tutors).toBeVisible();
    await expect(page.getByRole('link', { name: /导师/ }).first()).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('the desktop footer is drawn when the visitor comes near the end of the page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /热门推荐/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(0);

    // The page grows as the sections under the first screens are drawn, so the visitor scrolls on.
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(footer).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(footer.getByRole('link').first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use(iPhoneProfile);

  test('/m/home draws the shelves under its first screens only when the visitor scrolls near them', async ({ page }) => {
    const asked = callsTo(page, '/teacherInfo/');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: '热门推荐' })).toBeVisible();
    const tutors = page.getByRole('heading', { name: '学霸导师' });
    await expect(tutors).toHaveCount(0);
    expect(asked).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(tutors).toBeAttached();
    await tutors.scrollIntoViewIfNeeded();
    await expect(tutors).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});

test.describe('pages read on a phone', () => {
  test.use(iPhoneProfile);

  /** Scrolls to the page's end until `what` is on screen: the page grows as its lower parts are drawn. */
  async function scrollUntilVisible(page: Page, what: Locator) {
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(what).toBeVisible({ timeout: 1000 });
    }).toPass();
  }

  test('a course page asks for its reviews and draws them and the related courses only when the visitor comes near', async ({
    page,
    request,
  }) => {
    const [course] = (await webApi<Paged<CourseCard>>(request, 'course/findByHeadlineId', { size: 1 })).list;
    const asked = callsTo(page, '/course/chapterEvaluate');
    await page.goto(`/course/chapter?courseId=${course!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
    const reviews = page.getByRole('heading', { name: '学员评价' });
    const related = page.getByRole('heading', { name: '相关课程' });
    await expect(reviews).toHaveCount(0);
    await expect(related).toHaveCount(0);
    expect(asked).toEqual([]);

    await scrollUntilVisible(page, related);
    await expect(reviews).toBeAttached();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('an article asks for its related reading and draws it only when the visitor comes near', async ({ page, request }) => {
    const [article] = (await webApi<Paged<{ id: number; title: string }>>(request, 'information/find', { size: 1 })).list;
    const asked = callsTo(page, '/information/find');
    await page.goto(`/news/detail?id=${article!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    const related = page.getByRole('heading', { name: '相关阅读' });
    await expect(related).toHaveCount(0);
    expect(asked).toEqual([]);

    await scrollUntilVisible(page, related);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});
