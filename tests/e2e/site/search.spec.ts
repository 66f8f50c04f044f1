import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, webApi } from './site';

test.use({ viewport: DESKTOP });

interface SearchPage {
  list: { type: 'course' | 'news' | 'tutor'; id: number; title: string }[];
  total: number;
  counts: { course: number; news: number; tutor: number };
}

const KIND_NAMES = { course: '课程', news: '资讯', tutor: '学霸' } as const;

/** The header's search field, its history and the history's entries (newest first). */
const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: '搜索课程、资讯、学霸' });
const headerHistory = (page: Page) => page.getByRole('banner').getByRole('dialog', { name: '搜索历史' });
const historyEntries = (page: Page) => headerHistory(page).getByRole('listitem');

async function searchFromHeader(page: Page, keyword: string) {
  await headerBox(page).fill(keyword);
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyWord') === keyword.trim());
  /*
   * The address changes before the results screen is drawn. /home and /search are both kept alive, each
   * inside its own layout, so until then the header on view is still the one of /home, about to be hidden;
   * a field found in it would stay hidden and never take the next keyword. The screen is drawn once its
   * heading names the keyword (results or none).
   */
  await expect(page.getByRole('main').getByText(`“${keyword.trim()}”`).first()).toBeVisible();
}

async function openHeaderHistory(page: Page) {
  await headerBox(page).click();
  await expect(headerHistory(page)).toBeVisible();
}

test('a search from the header lists courses, then news, then tutors, with a tab and a count per kind', async ({
  page,
  request,
}) => {
  const keyword = '物理';
  const expected = await webApi<SearchPage>(request, 'search/Information', { keyWord: keyword, type: 'all', size: 10 });
  expect(
    Object.values(expected.counts).every((count) => count > 0),
    'the keyword finds every kind',
  ).toBe(true);

  await page.goto('/home');
  await searchFromHeader(page, keyword);

  const total = expected.counts.course + expected.counts.news + expected.counts.tutor;
  await expect(page.getByText(`“${keyword}”的搜索结果，共 ${total} 条`)).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '结果分类' });
  await expect(tabs.getByRole('link', { name: `全部 ${total}` })).toHaveAttribute('aria-current', 'true');
  for (const kind of ['course', 'news', 'tutor'] as const) {
    await expect(tabs.getByRole('link', { name: `${KIND_NAMES[kind]} ${expected.counts[kind]}` })).toBeVisible();
  }

  // Each result names its kind; the kinds come in groups, in the server's order.
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(results).toHaveCount(expected.list.length);
  const kinds = await results.evaluateAll((items) =>
    items.map((item) => item.querySelector('h2')!.previousElementSibling!.textContent),
  );
  expect(kinds).toEqual(expected.list.map((result) => KIND_NAMES[result.type]));
  await expect(results.first().getByRole('heading')).toContainText(keyword);
  await expect(results.first().locator('mark').first()).toHaveText(keyword);

  // One kind at a time.
  await tabs.getByRole('link', { name: `资讯 ${expected.counts.news}` }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'news');
  await expect(results).toHaveCount(expected.counts.news);
  for (const kind of await results.evaluateAll((items) =>
    items.map((item) => item.querySelector('h2')!.previousElementSibling!.textContent),
  )) {
    expect(kind).toBe('资讯');
  }
});

test('the header keeps six searches, newest first; repeats move up, blanks are not kept, entries can be removed', async ({
  page,
}) => {
  await page.goto('/home');
  // Nothing searched yet: focusing the box opens no history.
  await headerBox(page).click();
  await expect(headerHistory(page)).toBeHidden();

  for (const keyword of ['函数', '作文', '物理']) await searchFromHeader(page, keyword);
  await openHeaderHistory(page);
  await expect(historyEntries(page)).toHaveText(['物理', '作文', '函数']);

  // A repeated keyword moves to the front instead of appearing twice.
  await searchFromHeader(page, '函数');
  await openHeaderHistory(page);
  await expect(historyEntries(page)).toHaveText(['函数', '物理', '作文']);

  // A blank search goes nowhere and is not kept.
  const before = page.url();
  await headerBox(page).fill('   ');
  await headerBox(page).press('Enter');
  expect(page.url()).toBe(before);
  await openHeaderHistory(page);
  await expect(historyEntries(page)).toHaveText(['函数', '物理', '作文']);

  // At most six, the oldest dropped; a keyword is kept without its surrounding spaces.
  for (const keyword of ['编程', '中考', '高考', ' 竞赛 ']) await searchFromHeader(page, keyword);
  await openHeaderHistory(page);
  await expect(historyEntries(page)).toHaveText(['竞赛', '高考', '中考', '编程', '函数', '物理']);

  // An entry can be removed; the history survives a reload.
  await headerHistory(page).getByRole('button', { name: '删除搜索记录“中考”' }).click();
  await expect(historyEntries(page)).toHaveText(['竞赛', '高考', '编程', '函数', '物理']);
  await page.reload();
  // Focus alone (the keyboard's way in) opens it.
  await headerBox(page).focus();
  await expect(headerHistory(page)).toBeVisible();
  await expect(historyEntries(page)).toHaveText(['竞赛', '高考', '编程', '函数', '物理']);

  // Choosing an entry searches it again and moves it to the front.
  await headerHistory(page).getByRole('button', { name: '编程', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyWord') === '编程');
  await openHeaderHistory(page);
  await expect(historyEntries(page)).toHaveText(['编程', '竞赛', '高考', '函数', '物理']);
});

test('a keyword that matches nothing shows the empty state with suggestions', async ({ page, request }) => {
  const keyword = 'qzxv无此内容';
  const expected = await webApi<SearchPage>(request, 'search/Information', { keyWord: keyword, type: 'all', size: 10 });
  expect(expected.total).toBe(0);

  await page.goto('/home');
  await searchFromHeader(page, keyword);
  await expect(page.getByText(`没有找到“${keyword}”的相关内容`)).toBeVisible();
  await expect(page.getByText('换个关键词试试，或看看下面的热门搜索')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '结果分类' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: '一次函数' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyWord') === '一次函数');
  await expect(page.getByText(/“一次函数”的搜索结果，共 \d+ 条/)).toBeVisible();
});
