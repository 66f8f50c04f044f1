import { expect, test } from '@playwright/test';
import { iPhoneProfile } from '../mobile/phone';

test.describe('in a short desktop window', () => {
  // The sections under the first screens, and the footer, start well below it.
  test.use({ viewport: { width: 1280, height: 480 } });

  test('/home draws the sections under its first screens only when the visitor scrolls near them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/teacherInfo/') && asked.push(request.url())));
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /热门推荐/ })).toBeVisible();
    const tutors = page.getByRole('heading', { name: /学霸导师/ });
    await expect(tutors).toHaveCount(0);
    expect(asked).toEqual([]);

    await page.mouse.wheel(0, 4000);
    await expect(tutors).toBeVisible();
    await expect(page.getByRole('link', { name: /导师/ }).first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
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
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/teacherInfo/') && asked.push(request.url())));
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: '热门推荐' })).toBeVisible();
    const tutors = page.getByRole('heading', { name: '学霸导师' });
    await expect(tutors).toHaveCount(0);
    expect(asked).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(tutors).toBeAttached();
    await tutors.scrollIntoViewIfNeeded();
    await expect(tutors).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });
});
