import { expect, test } from '@playwright/test';
import { routeTable } from '../../../contract/routes/table';
import { routes as titles } from '../../../contract/routes/titles.zh-CN';
import { holdEvaluationToken, rememberStudent } from './session';

const titleOf = (key: string | undefined) =>
  titles[(key ?? 'routes.defaultTitle').replace(/^routes\./, '') as keyof typeof titles];

/*
 * Every page of the table, visited by a logged-in desktop student who also holds an evaluation token,
 * so no guard rule sends them elsewhere: each must answer in its own layout with its own title.
 */
test.describe('every route of the table', () => {
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ context, baseURL }) => {
    await rememberStudent(context);
    await holdEvaluationToken(context, baseURL ?? '');
  });

  for (const route of routeTable.filter((entry) => !entry.notFound)) {
    // Login-flagged evaluation pages send a token holder on to the report by design; they are visited without one.
    const skipsEvaluationLogin = route.isLoginRoute;
    test(`${route.path} answers in the ${route.layout} layout with its title`, async ({ page, context }) => {
      if (skipsEvaluationLogin) await context.clearCookies({ name: 'eToken' });
      const title = titleOf(route.title);
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.path);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      // The route's own page is mounted there (its content depends on its data and query; its own tests
      // cover that), and the tab always carries the route's title.
      // A page may move the visitor on by design: to its sign-in page when its server refuses the made-up
      // session, or on from a login page the remembered student does not need. Otherwise its own page is
      // mounted and the tab carries the route's title.
      const movedOn = () => new URL(page.url()).pathname !== route.path;
      await expect
        .poll(
          async () =>
            movedOn() || ((await page.locator(`[data-page="${route.page}"]`).count()) > 0 && (await page.title()) === title),
        )
        .toBe(true);
    });
  }

  test('the redirects of the table land on their targets', async ({ page }) => {
    for (const [from, to] of [
      ['/', '/home'],
      ['/about', '/about/cooperation'],
      ['/m', '/m/home'],
      ['/studymag', '/studymag/report'],
    ] as const) {
      await page.goto(from);
      await expect(page, from).toHaveURL((url) => url.pathname === to);
    }
  });
});
