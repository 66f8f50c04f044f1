import { describe, expect, it } from 'vitest';
import { descriptionOf, pageDescriptions } from '../../../contract/routes/descriptions.zh-CN';
import { findPage } from '../../../contract/routes/match';
import { SITE_NAME, titleText } from '../../../contract/routes/site';
import { routeRedirects, routeTable } from '../../../contract/routes/table';
import { routes as zhRouteTitles } from '../../../contract/routes/titles.zh-CN';

const pages = routeTable.filter((route) => !route.notFound);

describe("the route table as the server's page heads read it", () => {
  it('titles every page as the browser does, from the zh-CN route catalog', () => {
    for (const route of pages) {
      const key = (route.title ?? '').replace(/^routes\./, '') as keyof typeof zhRouteTitles;
      expect(titleText(route.title), route.path).toBe(zhRouteTitles[key]);
    }
    expect(titleText(undefined)).toBe(SITE_NAME);
  });

  it("follows the route table's redirects", () => {
    for (const redirect of routeRedirects) expect(findPage(redirect.from)?.path).toBe(redirect.to);
    expect(findPage('/no/such/page')).toBeUndefined();
    expect(findPage('/m/no-such-page')).toBeUndefined();
  });

  it('names a param the page reads as the subject of every detail page', () => {
    for (const route of pages) {
      const { subject } = route.seo;
      if (subject) expect(route.params[subject.param], route.path).toBeTypeOf('function');
    }
  });

  it('keeps out of the index every page behind a login, and the evaluation, campaign and study-report areas', () => {
    for (const route of pages) {
      const hiddenArea = ['evaluation', 'campaign', 'studymag'].includes(route.area);
      if (route.requiresAuth || route.requiresEvaluationAuth || hiddenArea) {
        expect(route.seo.indexed, route.path).toBe(false);
      }
    }
  });

  it('opens to search engines the public desktop, about, licence, mobile and handbook pages', () => {
    const notIndexed = new Set(['/search', '/error/500', '/m/login']);
    const publicRoutes = pages.filter(
      (route) => ['desktop', 'mobile', 'manual'].includes(route.area) && !route.requiresAuth && !notIndexed.has(route.path),
    );
    expect(publicRoutes.length).toBeGreaterThan(30);
    for (const route of publicRoutes) {
      expect(route.seo.indexed, route.path).toBe(true);
      expect(descriptionOf(route.page).length, route.path).toBeGreaterThan(5);
    }
    for (const path of notIndexed) expect(findPage(path)!.seo.indexed, path).toBe(false);
  });

  it('describes indexed pages only, each by a page id of the table', () => {
    const indexedPages = new Set(pages.filter((route) => route.seo.indexed).map((route) => route.page));
    for (const page of Object.keys(pageDescriptions)) expect(indexedPages.has(page), page).toBe(true);
    for (const page of indexedPages) expect(pageDescriptions[page], page).toBeDefined();
  });
});
