import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, paidCourses, payAtCashier, signedIn } from '../commerce/shop';

/*
 * The learning loop in the browser: a bought course shows in my courses, its lesson plays from where it
 * stopped, and the signed video address works only for its owner.
 */

interface MyChapter {
  course: { owned: boolean };
  chapters: { lessons: { classId: number; isTrial: boolean; state: string }[] }[];
}

/** The app keeps the session in local storage and in the cookie that video requests and beacons carry. */
async function withSessionCookie(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: 'xueban_token', value: token, url: baseURL }]);
}

async function lessonsOf(request: Parameters<typeof api>[0], token: string, courseId: number) {
  const answer = await api<MyChapter>(request, '/api/v1/orders/findMyChapter', { courseId: String(courseId) }, token);
  return answer.chapters.flatMap((chapter) => chapter.lessons);
}

async function savedPosition(request: Parameters<typeof api>[0], token: string, classId: number) {
  const lesson = await api<{ positionSec: number }>(
    request,
    '/api/web/v1/course/studyCourseVideo',
    { classId: String(classId) },
    token,
  );
  return lesson.positionSec;
}

function playerVideo(page: Page) {
  return page.locator('video[slot="media"]');
}

async function play(page: Page) {
  await playerVideo(page).evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
}

const currentTime = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('learning', () => {
  test('buy a course, open it from my courses, watch, and come back to the saved position', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const [course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await withSessionCookie(context, account.token, baseURL!);

    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');

    await page.goto('/personal/my-course');
    const card = page.locator(`[data-course-id="${course!.id}"]`);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: '开始学习' }).click();
    await expect(page).toHaveURL(/\/video\?classId=\d+/);
    const classId = Number(new URL(page.url()).searchParams.get('classId'));
    await expect(playerVideo(page))
      .toHaveJSProperty('readyState', 4, { timeout: 15_000 })
      .catch(() => undefined);
    await play(page);

    // The player saves on its own every 10 s while playing. On a busy machine the video plays slower than the
    // clock (7 s of it in the first 10 s has been seen), so the first save is asked for well into the lesson,
    // not at 9 s.
    await expect.poll(() => savedPosition(request, account.token, classId), { timeout: 25_000 }).toBeGreaterThanOrEqual(5);

    // Closing the tab saves the last position by beacon.
    await playerVideo(page).evaluate((video: HTMLVideoElement) => {
      video.currentTime = 16;
    });
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(16);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => savedPosition(request, account.token, classId), { timeout: 10_000 }).toBeGreaterThanOrEqual(16);

    const again = await context.newPage();
    await again.goto('/personal/my-course');
    await again.getByTestId('continue-learning').click();
    await expect(again).toHaveURL(new RegExp(`classId=${classId}`));
    await expect(again.getByTestId('player-status')).toContainText('已从上次位置');
    await expect.poll(() => currentTime(again), { timeout: 15_000 }).toBeGreaterThanOrEqual(15);

    // Playing to the end marks the lesson finished in the outline.
    await again.evaluate(async () => {
      const video = document.querySelector<HTMLVideoElement>('video[slot="media"]')!;
      video.muted = true;
      video.currentTime = video.duration - 1;
      await video.play();
    });
    await expect(again.locator(`[aria-current="true"]`)).toHaveAttribute('data-state', 'finished', { timeout: 15_000 });

    // Nothing spills sideways at the phone and desktop widths.
    for (const width of [375, 1440]) {
      await again.setViewportSize({ width, height: 900 });
      for (const path of [
        '/personal/my-course',
        `/personal/my-course-chapter?courseId=${course!.id}`,
        `/video?classId=${classId}`,
      ]) {
        await again.goto(path);
        await expect(again.locator('main')).toBeVisible();
        await again.waitForLoadState('networkidle');
        await again.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '_')}-${width}.png`), fullPage: true });
        const overflow = await again.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('a copied video address fails for another account and when tampered with; a course not bought plays only its trial', async ({
    page,
    request,
    context,
    browser,
    baseURL,
  }) => {
    const [, course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await withSessionCookie(context, account.token, baseURL!);
    const lessons = await lessonsOf(request, account.token, course!.id);
    const trial = lessons.find((lesson) => lesson.isTrial)!;
    const locked = lessons.find((lesson) => !lesson.isTrial)!;

    await page.goto(`/video?classId=${trial.classId}`);
    const src = await playerVideo(page).getAttribute('src');
    expect(src).toMatch(/^\/api\/v1\/media\/video\/\d+\?/);
    const statusOf = (target: Page, url: string) =>
      target.evaluate(async (address) => (await fetch(address, { headers: { range: 'bytes=0-99' } })).status, url);
    expect(await statusOf(page, src!)).toBe(206);
    expect(await statusOf(page, src!.replace(/s=[^&]+/, 's=forged'))).toBe(403);
    expect(
      await statusOf(
        page,
        src!.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 60}`),
      ),
    ).toBe(403);

    const otherContext = await browser.newContext();
    const other = await signedIn(otherContext, request);
    await withSessionCookie(otherContext, other.token, baseURL!);
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/home');
    expect(await statusOf(otherPage, src!)).toBe(403);
    await otherContext.close();

    await page.goto(`/video?classId=${locked.classId}`);
    await expect(page.getByText('该课时需要购买课程后观看')).toBeVisible();
    await expect(playerVideo(page)).toHaveCount(0);
  });

  test('the player draws its controls under the page policy and its play button starts the lesson', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const [, course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await withSessionCookie(context, account.token, baseURL!);
    const trial = (await lessonsOf(request, account.token, course!.id)).find((lesson) => lesson.isTrial)!;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto(`/video?classId=${trial.classId}`);
    const player = page.locator('media-controller');
    // The bar's play button (the big one in the middle of the paused picture has its own test).
    const playButton = page.locator('media-control-bar media-play-button');
    await expect(playButton).toBeVisible();
    // The control bar lies over the bottom of the picture, not below the page (where it fell without its styles).
    const [frame, bar] = await Promise.all([player.boundingBox(), page.locator('media-control-bar').boundingBox()]);
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 1);
    expect(bar!.height).toBeLessThan(80);

    await playerVideo(page).evaluate((video: HTMLVideoElement) => (video.muted = true));
    await playButton.click();
    await expect(playerVideo(page)).toHaveJSProperty('paused', false);
    expect(violations).toEqual([]);
  });
});
