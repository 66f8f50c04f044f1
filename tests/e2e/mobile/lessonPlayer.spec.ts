import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { openLessonToContinue, video } from './lessonSession';
import { iPhoneProfile } from './phone';

/*
 * The lesson player on a phone: every control a thumb needs is on screen and big enough to hit at 320, 375
 * and 430 px, named in the page's language, and a double tap on the picture's right third skips ahead.
 */

/** Each test opens the lesson with `openLesson()` once its page is prepared. */
const test = base.extend<{ openLesson: () => Promise<void> }>({
  openLesson: async ({ page, context, request, baseURL }, use) => {
    await use(() => openLessonToContinue(page, context, request, baseURL!));
  },
});

// The screen too: headless Chromium otherwise reports a 1920 × 1080 one, as in full screen.
test.use({ ...iPhoneProfile, screen: { width: 375, height: 812 } });

const TOUCH_TARGET = 44;

/** The controls a thumb needs, by media-chrome element, whatever language they are named in. */
const THUMB_CONTROLS = [
  'media-play-button',
  'media-seek-backward-button',
  'media-seek-forward-button',
  'media-mute-button',
  'media-playback-rate-button',
  'media-fullscreen-button',
] as const;

/** The same controls by their accessible names in Chinese, the site's default language. */
function namedControls(page: Page): Locator[] {
  // The bar's: the big play button in the middle of the paused picture is named 播放 too.
  const player = page.getByRole('region', { name: /课时视频/ }).locator('media-control-bar');
  return [
    player.getByRole('button', { name: '播放', exact: true }),
    player.getByRole('button', { name: '快退 10 秒' }),
    player.getByRole('button', { name: '快进 10 秒' }),
    player.getByRole('button', { name: '静音', exact: true }),
    player.getByRole('button', { name: /播放速度/ }),
    player.getByRole('button', { name: '进入全屏' }),
  ];
}

const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** Signs the demo student in on this phone and opens the lesson to continue, ready to play. */

test.describe('the lesson player on a phone', () => {
  test('shows play, ±10 s, mute, speed and full screen, each at least 44 px, at 320, 375 and 430 px wide', async ({
    page,
    openLesson,
  }) => {
    await openLesson();
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 812 });
      for (const name of THUMB_CONTROLS) {
        const control = page.locator('media-control-bar').locator(name);
        await expect(control, `${name} at ${width} px`).toBeVisible();
        const box = await control.boundingBox();
        expect(box, `${name} at ${width} px has a box`).not.toBeNull();
        expect(box!.width, `${name} is wide enough to touch at ${width} px`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(box!.height, `${name} is tall enough to touch at ${width} px`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(box!.x + box!.width, `${name} lies inside the screen at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('names its controls and shows their tooltips in Chinese on the Chinese site', async ({ page, openLesson }) => {
    await openLesson();
    const [play, ...others] = namedControls(page);
    await expect(play!).toHaveAttribute('aria-label', '播放');
    for (const control of others) await expect(control).toBeVisible();
    const tooltip = await play!.evaluate((button) =>
      button.shadowRoot?.querySelector('slot[name="tooltip-play"]')?.textContent?.trim(),
    );
    expect(tooltip).toBe('播放');
  });

  test('a double tap on the right third skips 10 s ahead, one on the left third 10 s back, with a cue', async ({
    page,
    openLesson,
  }) => {
    await openLesson();
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 5;
    });
    await expect.poll(() => currentTime(page)).toBeCloseTo(5, 0);
    const box = (await video(page).boundingBox())!;
    const tapTwice = async (x: number) => {
      const y = box.y + box.height * 0.4;
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
    };

    await tapTwice(box.x + box.width * 0.85);
    await expect(page.getByTestId('seek-cue')).toContainText('10');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(14.5);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await tapTwice(box.x + box.width * 0.15);
    await expect(page.getByTestId('seek-cue')).toHaveAttribute('data-direction', 'back');
    await expect.poll(() => currentTime(page)).toBeLessThan(6);
  });

  test('full screen on a phone turns the screen to landscape and lets it go on leaving', async ({
    page,
    context,
    openLesson,
  }) => {
    // The headless browser has no screen to turn: the lock records what the page asked for instead.
    await context.addInitScript(() => {
      const asked: string[] = [];
      Object.assign(window, { orientationAsked: asked });
      Object.defineProperty(screen.orientation, 'lock', {
        value: (orientation: string) => {
          asked.push(`lock ${orientation}`);
          return Promise.resolve();
        },
      });
      Object.defineProperty(screen.orientation, 'unlock', { value: () => asked.push('unlock') });
    });
    await openLesson();
    const asked = () => page.evaluate(() => (window as unknown as { orientationAsked: string[] }).orientationAsked);

    await page.locator('media-fullscreen-button').tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.localName)).toBe('media-controller');
    await expect.poll(asked).toEqual(['lock landscape']);

    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(asked).toEqual(['lock landscape', 'unlock']);
  });

  test('keeps the watermark on the picture while the controls hide during playback', async ({ page, openLesson }) => {
    await openLesson();
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect(page.locator('media-controller')).toHaveAttribute('userinactive', '');
    await expect(page.locator('media-control-bar')).toHaveCSS('opacity', '0');
    await expect(page.getByTestId('watermark')).toHaveCSS('opacity', '1');
  });
});
