import type { BrowserContext } from '@playwright/test';

/** A logged-in student as an earlier visit leaves them in local storage (value + timestamp entries). */
export async function rememberStudent(context: BrowserContext): Promise<void> {
  // The default client's store key; the app's config module reads Vite's environment and cannot load here.
  const prefix = 'xueban';
  await context.addInitScript(
    ({ userKey, tokenKey }) => {
      const entry = (value: unknown) => JSON.stringify({ value, timestamp: Date.now() });
      localStorage.setItem(userKey, entry({ rsNo: 'RS-E2E-1', name: '测试同学', isSetClass: 2, isClassUpgrade: 2 }));
      localStorage.setItem(tokenKey, entry('e2e-token'));
    },
    { userKey: `${prefix}.user`, tokenKey: `${prefix}.token.RS-E2E-1` },
  );
  // The frame asks for the unread count of a logged-in user; the server does not know this made-up session
  // and would end it, so that one call is answered here.
  await context.route('**/notification/findByUserInfoId', (route) =>
    route.fulfill({ json: { status: 1, message: '', appData: { list: [], total: 0, page: 1, size: 1, unread: 0 } } }),
  );
}

/** The evaluation area's own login, kept in the eToken cookie. */
export async function holdEvaluationToken(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'eToken', value: 'e2e-etoken', url: baseURL }]);
}
