import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, payAtCashier, signedIn } from '../commerce/shop';

interface Listed {
  list: { id: number; title: string; price: number; isFree: boolean }[];
}
interface Practice {
  questions: { question: string; options: { text: string }[] }[];
}

/** A bought junior-school maths course: its lessons' practice holds formulas and pictures. */
async function juniorMaths(request: APIRequestContext) {
  const answer = await request.post('/api/web/v1/course/findByCategoryId', {
    form: { size: '50', stage: 'junior' },
    headers: { Authorization: 'Org 20260001' },
  });
  const { appData } = (await answer.json()) as { appData: Listed };
  return appData.list.find((course) => course.title.includes('初二数学') && !course.isFree && course.price > 0)!;
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a lesson’s practice draws its formulas and pictures on a phone, under the site’s content policy', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const course = await juniorMaths(request);
  const account = await signedIn(context, request, '初二');
  await context.addCookies([{ name: 'xueban_token', value: account.token, url: baseURL! }]);
  await page.goto(`/course/purchase?courseId=${course.id}`);
  await page.getByRole('radio', { name: /支付宝/ }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
  await cashier.close();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');

  // The first lesson whose practice has both a picture and a formula, found through the API the page reads.
  const outline = await api<{ chapters: { lessons: { classId: number; exerciseCount: number }[] }[] }>(
    request,
    '/api/v1/orders/findMyChapter',
    { courseId: String(course.id) },
    account.token,
  );
  let classId = 0;
  for (const lesson of outline.chapters.flatMap((chapter) => chapter.lessons).filter((each) => each.exerciseCount > 0)) {
    const practice = await api<Practice>(
      request,
      '/api/web/v1/practice/lesson',
      { classId: String(lesson.classId) },
      account.token,
    );
    const texts = practice.questions.flatMap((question) => [question.question, ...question.options.map((option) => option.text)]);
    if (texts.some((text) => text.includes('![')) && texts.some((text) => text.includes('dfrac{'))) {
      classId = lesson.classId;
      break;
    }
  }
  expect(classId, 'a lesson with a picture and a fraction').toBeGreaterThan(0);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to apply/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/studymag/practice?classId=${classId}`);
  const fraction = page.locator('[data-formula*="dfrac{"]').first();
  await expect(fraction.locator('.katex-html')).toBeVisible();
  // KaTeX sizes and places numerator and denominator with styles on each node: drawn, a display-size fraction
  // stands over two lines of its text tall (without those styles it collapses to one).
  const height = await fraction
    .locator('.base')
    .evaluate((base) => base.getBoundingClientRect().height / parseFloat(getComputedStyle(base).fontSize));
  expect(height).toBeGreaterThan(2);
  await expect(fraction.locator('.frac-line')).toHaveCount(1);
  // Screen readers get the formula as MathML.
  await expect(fraction.locator('math')).toHaveCount(1);

  const picture = page.locator('li[data-question] img').first();
  await expect(picture).toHaveAttribute('alt', /.+/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(violations).toEqual([]);
});
