import { expect, test, type Page } from '@playwright/test';
import { openLessonToContinue, video } from './lessonSession';
import { iPhoneProfile } from './phone';

/*
 * The big play button in the middle of the lesson player on a phone: a thumb finds it over the paused picture,
 * a tap on it starts the lesson, and it gets out of the way while the lesson plays.
 */

test.use({ ...iPhoneProfile, screen: { width: 375, height: 812 } });

/** The smallest a play button in the middle of the picture may be, as phone players draw it. */
const CENTRE_BUTTON = 64;

const centrePlay = (page: Page) => page.getByRole('region', { name: /课时视频/ }).locator('[slot="centered-chrome"]');
const paused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused);

test.describe('the centre play button of the lesson player on a phone', () => {
  test.beforeEach(async ({ page, context, request, baseURL }) => {
    await openLessonToContinue(page, context, request, baseURL!);
  });

  test('shows a play button of at least 64 px in the middle of the paused picture above the controls, named 播放', async ({
    page,
  }) => {
    const button = centrePlay(page);
    await expect(button).toHaveRole('button');
    await expect(button).toHaveAccessibleName('播放');
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 812 });
      await expect(button, `at ${width} px`).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.width, `wide enough at ${width} px`).toBeGreaterThanOrEqual(CENTRE_BUTTON);
      expect(box.height, `tall enough at ${width} px`).toBeGreaterThanOrEqual(CENTRE_BUTTON);
      const picture = (await video(page).boundingBox())!;
      const bar = (await page.locator('media-control-bar').boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - (picture.x + picture.width / 2)), `centred at ${width} px`).toBeLessThanOrEqual(2);
      expect(box.y, `on the picture at ${width} px`).toBeGreaterThanOrEqual(picture.y);
      // Over the time line it would take the taps meant for it.
      expect(box.y + box.height, `above the control bar at ${width} px`).toBeLessThanOrEqual(bar.y);
    }
  });

  test('starts the lesson on a tap and hides while it plays, coming back when it is paused', async ({ page }) => {
    expect(await paused(page)).toBe(true);
    await centrePlay(page).tap();
    await expect.poll(() => paused(page)).toBe(false);
    await expect(centrePlay(page)).toBeHidden();

    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    await expect(centrePlay(page)).toBeVisible();
  });
});
