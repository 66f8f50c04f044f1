import { expect, test } from '@playwright/test';
import { iPhoneProfile } from '../mobile/phone';
import { fillPhoneAndCode } from './campaign';

/*
 * The trial lessons of a campaign play in the same player as the lessons bought on the site: the same
 * thumb-sized controls with the same Chinese names, not the browser's own small ones.
 */

const TOUCH_TARGET = 44;
const CENTRE_BUTTON = 64;

test('the free trial plays its lessons in the lesson player, with its touch controls named in Chinese', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...iPhoneProfile, screen: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/freeCourse/home');
  await page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first().click();
  await fillPhoneAndCode(page, request);
  await page.getByRole('button', { name: '免费领取' }).click();
  await expect(page).toHaveURL(/\/freeCourse\/watch$/);

  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /.+/);
  // The browser's own controls would sit under the player's and answer in the browser's language.
  await expect(video).not.toHaveAttribute('controls');
  await expect(video).toHaveAttribute('slot', 'media');

  const player = page.getByRole('region', { name: /课时视频/ });
  const controls = player.locator('media-control-bar');
  const centre = player.locator('[slot="centered-chrome"]');
  await expect(centre).toHaveAccessibleName('播放');
  for (const width of [320, 375, 430]) {
    await page.setViewportSize({ width, height: 812 });
    for (const control of [
      controls.getByRole('button', { name: '播放', exact: true }),
      controls.getByRole('button', { name: '快退 10 秒' }),
      controls.getByRole('button', { name: '快进 10 秒' }),
      controls.getByRole('button', { name: '静音', exact: true }),
      controls.getByRole('button', { name: /播放速度/ }),
      controls.getByRole('button', { name: '进入全屏' }),
    ]) {
      await expect(control, `at ${width} px`).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.width, `at ${width} px`).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(box.height, `at ${width} px`).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(box.x + box.width, `inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    }

    await expect(centre, `at ${width} px`).toBeVisible();
    const box = (await centre.boundingBox())!;
    expect(box.width, `at ${width} px`).toBeGreaterThanOrEqual(CENTRE_BUTTON);
    expect(box.y + box.height, `the centre button leaves the time line free at ${width} px`).toBeLessThanOrEqual(
      (await controls.boundingBox())!.y,
    );
  }
  await context.close();
});
