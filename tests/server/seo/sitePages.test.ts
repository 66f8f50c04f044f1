import { describe, expect, it } from 'vitest';
import { routeRedirects, routeTable } from '../../../src/app/routes/table';
import { routes as zhRouteTitles } from '../../../src/i18n/locales/zh-CN/routes';
import { findSitePage, pageRedirects, sitePages, titleOf } from '../../../server/src/seo/sitePages';

const pages = routeTable.filter((route) => !route.notFound);
const serverPage = (path: string) => sitePages.find((page) => page.path === path);

describe("the server's list of pages", () => {
  it('holds exactly the pages of the route table, each once', () => {
    expect(sitePages.map((page) => page.path).sort()).toEqual(pages.map((route) => route.path).sort());
    expect(new Set(sitePages.map((page) => page.path.toLowerCase())).size).toBe(sitePages.length);
  });

  it('titles every page as the browser does, from the zh-CN route catalog', () => {
    for (const route of pages) {
      const page = serverPage(route.path)!;
      expect(`routes.${page.title}`, route.path).toBe(route.title);
      expect(titleOf(page.title)).toBe(zhRouteTitles[page.title]);
    }
  });

  it("follows the route table's redirects", () => {
    expect(Object.entries(pageRedirects).sort()).toEqual(routeRedirects.map((redirect) => [redirect.from, redirect.to]).sort());
    for (const redirect of routeRedirects) expect(findSitePage(redirect.from)?.path).toBe(redirect.to);
  });

  it('keeps out of the index every page behind a login, and the evaluation, campaign and study-report areas', () => {
    for (const route of pages) {
      const hiddenArea = ['evaluation', 'campaign', 'studymag'].includes(route.area);
      if (route.requiresAuth || route.requiresEvaluationAuth || hiddenArea) {
        expect(serverPage(route.path)!.indexed, route.path).toBe(false);
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
      const page = serverPage(route.path)!;
      expect(page.indexed, route.path).toBe(true);
      expect(page.description.length, route.path).toBeGreaterThan(5);
    }
    for (const path of notIndexed) expect(serverPage(path)!.indexed, path).toBe(false);
  });
});
