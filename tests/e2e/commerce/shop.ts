import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { type Account, registerAccount } from '../account/accounts';

/*
 * Helpers of the buying tests: courses picked through the public API, accounts signed in by putting their
 * session where the app keeps it (the login dialog itself is covered by the account tests).
 */

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

export interface ShopCourse {
  id: number;
  title: string;
  price: number;
}

/** Paid courses of the catalogue, in catalogue order (exam-year grades ship material, so they are left out). */
export async function paidCourses(request: APIRequestContext): Promise<ShopCourse[]> {
  const answer = await request.post('/api/web/v1/course/findByCategoryId', {
    form: { size: '50', stage: 'primary' },
    headers: { Authorization: 'Org 20260001' },
  });
  const body = (await answer.json()) as Envelope<{ list: { id: number; title: string; price: number; isFree: boolean }[] }>;
  return body.appData.list.filter((course) => !course.isFree && course.price > 0);
}

/** A fresh account (of a fifth grader unless told) whose session the browser already holds, as if it had logged in on this device. */
export async function signedIn(context: BrowserContext, request: APIRequestContext, grade = '五年级'): Promise<Account> {
  const account = await registerAccount(request, { grade });
  await holdSession(context, account);
  return account;
}

/** The browser holds the account's session, as after a login on this device (another device of the same family). */
export async function holdSession(context: BrowserContext, account: Account): Promise<void> {
  await context.addInitScript(
    ({ rsNo, token, phone }) => {
      const entry = (value: unknown) => JSON.stringify({ value, timestamp: Date.now() });
      if (localStorage.getItem('xueban.user')) return;
      localStorage.setItem('xueban.user', entry({ rsNo, phone, name: '', isSetClass: 2, isClassUpgrade: 2 }));
      localStorage.setItem(`xueban.token.${rsNo}`, entry(token));
    },
    { rsNo: account.rsNo, token: account.token, phone: account.phone },
  );
}

export async function api<T>(request: APIRequestContext, path: string, form: Record<string, string>, token: string): Promise<T> {
  const answer = await request.post(path, { form, headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(1);
  return body.appData;
}

/** Opens the sandbox cashier from a link that opens a new window, and presses one of its buttons. */
export async function payAtCashier(page: Page, opener: () => Promise<void>, button: RegExp) {
  const popup = page.context().waitForEvent('page');
  await opener();
  const cashier = await popup;
  await cashier.waitForLoadState();
  await expect(cashier.getByText('沙箱环境')).toBeVisible();
  await cashier.getByRole('button', { name: button }).click();
  await cashier.waitForLoadState();
  return cashier;
}

/** The id the delivery region picker sends for a district, found through the public region calls. */
export async function districtId(request: APIRequestContext, province: string, city: string, district: string): Promise<number> {
  const read = async <T>(path: string, form: Record<string, string>) => {
    const answer = await request.post(path, { form, headers: { Authorization: 'Org 20260001' } });
    return ((await answer.json()) as Envelope<T>).appData;
  };
  type Named = { id: number; name: string };
  const named = (list: Named[], name: string) => list.find((item) => item.name === name)?.id ?? 0;
  const provinces = await read<{ list: Named[] }>('/api/web/v1/common/getprovince', {});
  const cities = await read<{ list: Named[] }>('/api/web/v1/common/findByProvince', {
    provinceId: String(named(provinces.list, province)),
  });
  const districts = await read<{ children: Named[] }>('/api/web/v1/common/findZoneById', {
    id: String(named(cities.list, city)),
  });
  return named(districts.children, district);
}
