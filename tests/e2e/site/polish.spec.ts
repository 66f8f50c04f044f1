import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { iPhoneProfile } from '../mobile/phone';
import { DESKTOP, NARROW, webApi, type Paged } from './site';

/*
 * What a demanding parent notices at a glance: covers cut at the sides, list bullets over the words, a
 * campaign page without the brand and with type of its own, tutors shown as a letter instead of a face.
 */

const COVER = 'img[src*="/assets/covers/"]';

/** Every course cover on the page, scrolled into view and loaded: its drawn and its own width over height. */
async function coverShapes(page: Page) {
  const covers = page.locator(`main ${COVER}`);
  await expect(covers.first()).toBeVisible();
  const shapes: { src: string; drawn: number; natural: number }[] = [];
  for (const cover of await covers.all()) {
    if (!(await cover.isVisible())) continue;
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    shapes.push(
      await cover.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src') ?? '',
          drawn: box.width / box.height,
          natural: img.naturalWidth / img.naturalHeight,
        };
      }),
    );
  }
  return shapes;
}

function expectWholeCovers(shapes: { src: string; drawn: number; natural: number }[]) {
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) {
    expect(
      Math.abs(shape.drawn / shape.natural - 1),
      `${shape.src} drawn ${shape.drawn} for ${shape.natural}`,
    ).toBeLessThanOrEqual(0.02);
  }
}

test.describe('course covers', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['narrow', NARROW],
  ] as const) {
    test(`show the whole picture on the home page, the course list, a course and the search (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      expectWholeCovers(await coverShapes(page));
      // The card's title sits inside the card, with room on its left.
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.locator(COVER) })
        .first();
      const [cardBox, titleBox] = [await card.boundingBox(), await card.getByRole('heading').boundingBox()];
      expect(titleBox!.x - cardBox!.x).toBeGreaterThanOrEqual(8);

      await page.goto('/course');
      expectWholeCovers(await coverShapes(page));
      // A seeded course with its cover picture: courses made by the console's tests in the same run have none yet.
      const courses = await webApi<Paged<{ id: number; coverUrl: string }>>(page.request, 'course/findByCategoryId', {
        size: 50,
      });
      const covered = courses.list.find((course) => course.coverUrl.includes('/assets/covers/'))!;
      await page.goto(`/course/chapter?courseId=${covered.id}`);
      expectWholeCovers(await coverShapes(page));
      await page.goto(`/search?keyWord=${encodeURIComponent('数学')}`);
      expectWholeCovers(await coverShapes(page));
    });
  }

  test('show the whole picture on the phone site', async ({ browser }) => {
    const context = await browser.newContext(iPhoneProfile);
    const page = await context.newPage();
    await page.goto('/m/home');
    expectWholeCovers(await coverShapes(page));
    await context.close();
  });
});

/** Boxes of the words of an element (each text node's own rectangles), not of the element around them. */
async function wordBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((items) =>
    items.flatMap((item) => {
      const boxes: { left: number; right: number; top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects())
          boxes.push({ left: box.left, right: box.right, top: box.top, bottom: box.bottom });
      }
      return boxes;
    }),
  );
}

test.describe('the home page’s adviser points', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['narrow', NARROW],
  ] as const) {
    test(`keep their markers clear of the words (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      const list = page.getByRole('list').filter({ hasText: '选课建议' });
      // The sections under the first screens are drawn as the visitor scrolls near them.
      await expect(async () => {
        await page.mouse.wheel(0, 3000);
        await expect(list).toBeVisible({ timeout: 1000 });
      }).toPass();
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem')).toHaveText(['选课建议', '学习规划', '升学咨询']);
      // The browser's own markers cannot be measured, and in a wrapping row they fell over the previous point.
      const markers = await list
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
      expect(markers).toEqual(['none', 'none', 'none']);
      // The drawn markers are boxes of their own, clear of every word.
      const drawn = await list.locator('[data-marker]').evaluateAll((marks) =>
        marks.map((mark) => {
          const box = mark.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width };
        }),
      );
      expect(drawn).toHaveLength(3);
      const words = await wordBoxes(page, 'ul:has(li:text-is("选课建议")) li');
      expect(words.length).toBeGreaterThanOrEqual(3);
      for (const mark of drawn) {
        expect(mark.width).toBeGreaterThan(0);
        for (const word of words) {
          const apart = mark.right <= word.left || word.right <= mark.left || mark.bottom <= word.top || word.bottom <= mark.top;
          expect(apart, `marker ${JSON.stringify(mark)} over ${JSON.stringify(word)}`).toBe(true);
        }
      }
      // The words of one point never run into the next one.
      const items = await list
        .getByRole('listitem')
        .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
      for (let i = 1; i < items.length; i += 1) {
        const [a, b] = [items[i - 1]!, items[i]!];
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
      }
    });
  }
});

/** The font sizes of the site's type scale at this window: tokens.json's sizes in the page's own rem. */
async function typeScale(page: Page, layout: 'desktop' | 'phone') {
  const tokens = JSON.parse(readFileSync('design-tokens/tokens.json', 'utf8')) as {
    scale: { fontSize: Record<string, { $value: { desktop: number; phone: number } }> };
  };
  const rootPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  // Desktop sizes are design pixels at a root of 100; phone sizes are CSS pixels at 375 wide (a root of 50).
  const perPx = layout === 'desktop' ? rootPx / 100 : rootPx / 50;
  return Object.values(tokens.scale.fontSize).map((size) => size.$value[layout] * perPx);
}

/** The font size of every piece of text in the main region (form fields keep 16 px so phones do not zoom). */
async function textSizes(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const sizes: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!node.textContent?.trim() || element.closest('input, select, textarea') || !element.checkVisibility()) continue;
      sizes.push({ text: node.textContent.trim().slice(0, 20), px: parseFloat(getComputedStyle(element).fontSize) });
    }
    return sizes;
  });
}

const CAMPAIGN_PAGES = ['/freeCourse/home', '/liveSignupTencent/index', '/checkService/index', '/parentCode/bindPhoneCode'];

test.describe('campaign pages', () => {
  for (const [name, layout] of [
    ['a phone', 'phone'],
    ['a desktop', 'desktop'],
  ] as const) {
    test(`carry the brand, linking home, and the site’s type scale on ${name}`, async ({ browser }) => {
      const context = await browser.newContext(layout === 'phone' ? iPhoneProfile : { viewport: DESKTOP });
      const page = await context.newPage();
      for (const path of CAMPAIGN_PAGES) {
        await page.goto(path);
        const home = page.getByRole('banner').getByRole('link', { name: '学伴在线首页' });
        await expect(home, path).toBeVisible();
        await expect(home).toHaveAttribute('href', '/home');
        await expect(home.getByRole('img', { name: '学伴在线' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const scale = await typeScale(page, layout);
        for (const { text, px } of await textSizes(page)) {
          const onScale = scale.some((size) => Math.abs(size - px) < 0.1);
          expect(onScale, `${path}: “${text}” is ${px}px, the scale is ${scale.map((s) => s.toFixed(2)).join(', ')}`).toBe(true);
        }
      }
      await context.close();
    });
  }
});

interface TutorRecord {
  id: number;
  name: string;
  photoUrl: string;
}

test.describe('tutors', () => {
  test('each seeded tutor has an illustrated portrait that loads as an image', async ({ request }) => {
    const tutors = await webApi<Paged<TutorRecord>>(request, 'teacherInfo/find', { size: 50 });
    expect(tutors.total).toBe(tutors.list.length);
    for (const tutor of tutors.list) {
      const photo = await request.get(tutor.photoUrl);
      expect(photo.status(), tutor.photoUrl).toBe(200);
      expect(photo.headers()['content-type'], tutor.photoUrl).toMatch(/^image\//);
      // The drawing the picture is made from: a face of shapes, not the first character of the name on a disc.
      const source = await request.get(tutor.photoUrl.replace(/\.webp$/, '.svg'));
      expect(source.status()).toBe(200);
      const drawing = await source.text();
      expect(drawing, tutor.name).not.toMatch(/<text/);
      expect(drawing, tutor.name).toMatch(/data-part="face"/);
    }
    // Not one face for all: the portraits differ from each other.
    const drawings = await Promise.all(tutors.list.map(async (tutor) => (await request.get(tutor.photoUrl)).body()));
    expect(new Set(drawings.map((body) => body.toString('base64'))).size).toBe(drawings.length);
  });

  test('a tutor card and profile show the portrait picture, not initials', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/smarter');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const picture = card.locator('img');
      await expect(picture).toHaveAttribute('src', /\/assets\/avatars\/tutor-\d+\.webp$/);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const name = (await cards.first().getByRole('heading').textContent())!.trim();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/smarter\/detail\?id=\d+$/);
    // The address changes before the profile replaces the list: wait for the tutor's own heading.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const portrait = page.getByRole('main').locator('img[src*="/assets/avatars/tutor-"]');
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
