import { expect, test, type Page } from '@playwright/test';
import { basicData, collectPageErrors, DESKTOP, webApi, type Paged } from './site';

test.use({ viewport: DESKTOP });

interface Article {
  id: number;
  title: string;
  categoryId: number;
  contentHtml: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** The article's own text as the page renders it (the sanitised HTML from the server). */
const articleBody = (page: Page) => page.getByRole('main').getByRole('article').locator('[data-size]');

async function expectRenderedArticle(page: Page, article: Article) {
  await expect(page).toHaveURL(new RegExp(`/news/detail\\?id=${article.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const body = articleBody(page);
  // Headings and the illustration are real elements, not escaped markup.
  await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(body).not.toContainText('<h2>');
  const picture = body.getByRole('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // Nothing in the article can run: no script element, no inline handler, no javascript: address.
  const runnable = await body.evaluate((root) => ({
    scripts: root.querySelectorAll('script, iframe, object, embed').length,
    handlers: [...root.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    ).length,
    javascriptLinks: [...root.querySelectorAll('a[href]')].filter((link) =>
      link.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:'),
    ).length,
  }));
  expect(runnable).toEqual({ scripts: 0, handlers: 0, javascriptLinks: 0 });
}

test('a reader picks a news category, opens an article and moves on to the next one', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const basic = await basicData(request);
  const category = basic.informationCategoryList.find((item) => item.name === '学习方法')!;
  const inCategory = await webApi<Paged<{ id: number; title: string }>>(request, 'information/find', {
    categoryId: category.id,
    size: 10,
  });
  const opened = await webApi<Article>(request, 'information/details', { id: inCategory.list[0]!.id });
  expect(opened.next, 'the article has a next one').not.toBeNull();
  const next = await webApi<Article>(request, 'information/details', { id: opened.next!.id });

  await page.goto('/news');
  const categories = page.getByRole('list', { name: '栏目' });
  await categories.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?categoryId=${category.id}$`));
  await expect(categories.getByRole('link', { name: category.name })).toHaveAttribute('aria-current', 'true');
  const titles = page.getByRole('main').getByRole('list').getByRole('heading', { level: 2 });
  await expect.poll(() => titles.allInnerTexts()).toEqual(inCategory.list.map((article) => article.title));

  await page.getByRole('link', { name: opened.title }).click();
  await expectRenderedArticle(page, opened);

  const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
  const nextLink = neighbours.getByRole('link', { name: opened.next!.title });
  await expect(nextLink).toHaveAttribute('rel', 'next');
  await nextLink.click();
  expect(next.id).not.toBe(opened.id);
  await expectRenderedArticle(page, next);
  expect(errors).toEqual([]);
});
