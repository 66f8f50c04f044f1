import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEV_RSA_PUBLIC_KEY } from '../../../server/src/platform/config/keys/dev-keys';
import { DEMO_STUDENT_DEVICES, DEMO_STUDENT_PHONE } from './demoStudent';

export { DEMO_STUDENT_PHONE };

/** The storage namespace of the default client (see src/lib/storage.ts). */
const STORAGE_PREFIX = 'xueban';
export const DEMO_PASSWORD = 'Demo@2026';
/** The e2e server answers every image captcha with this text. */
export const CAPTCHA_ANSWER = 'e2e1';
const USER_API = '/api/v1';

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

/** A phone number no seeded account has: 135 and eight random digits. */
export function freshPhone(): string {
  return `135${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

export function encryptPassword(password: string): string {
  return publicEncrypt({ key: DEV_RSA_PUBLIC_KEY, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

export async function post<T>(request: APIRequestContext, path: string, form: Record<string, string>, token?: string) {
  const response = await request.post(`${USER_API}${path}`, {
    form,
    headers: { Authorization: token ? `Bearer ${token}` : 'Org 20260001' },
  });
  return (await response.json()) as Envelope<T>;
}

/** The newest code the development SMS inbox holds for a phone. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as Envelope<{
        messages: { code?: string }[];
      }>;
      code = answer.appData.messages.find((message) => message.code)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Sends a code of the given type the way the client does (signs first) and returns it from the inbox. */
export async function smsCodeFor(request: APIRequestContext, phone: string, smsType: '1' | '2' | '3' | '4' | '5' | '6' | '7') {
  const signs = await post<{ signsCode: string; t: string; signs: string }>(request, '/sms/getSgins', { mobilePhone: phone });
  const sent = await post(request, '/sms/send', { mobilePhone: phone, smsType, ...signs.appData });
  expect(sent.status, sent.message).toBe(1);
  return latestSmsCode(request, phone);
}

export interface Account {
  phone: string;
  password: string;
  deviceId: string;
  token: string;
  rsNo: string;
}

/**
 * Registers a new account through the API from a device id the browser can then present as known. With
 * a grade, the account has already chosen it, so no grade dialog comes up after its login.
 */
export async function registerAccount(
  request: APIRequestContext,
  { password = DEMO_PASSWORD, grade }: { password?: string; grade?: string } = {},
): Promise<Account> {
  const phone = freshPhone();
  const deviceId = randomBytes(12).toString('hex');
  const smsCode = await smsCodeFor(request, phone, '1');
  const answer = await post<{ token: string; userInfo: { rsNo: string } }>(request, '/userInfo/register/V2', {
    phone,
    smsCode,
    password: encryptPassword(password),
    agreement: '1',
    deviceId,
  });
  expect(answer.status, answer.message).toBe(1);
  if (grade) {
    const graded = await post(
      request,
      '/userInfo/updateUserClass',
      { appUUId: answer.appData.userInfo.rsNo, gradeName: grade },
      answer.appData.token,
    );
    expect(graded.status, graded.message).toBe(1);
  }
  return { phone, password, deviceId, token: answer.appData.token, rsNo: answer.appData.userInfo.rsNo };
}

/** The browser presents this device id, so a login from it skips the SMS check. */
export async function useDevice(context: BrowserContext, deviceId: string): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ value, timestamp: Date.now() }));
    },
    { key: `${STORAGE_PREFIX}.deviceId`, value: deviceId },
  );
}

/** The login dialog, open. */
export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: '欢迎登录学伴在线' });
}

export async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** Fills the password form and submits it. */
export async function submitLogin(page: Page, phone: string, password: string, captcha = CAPTCHA_ANSWER) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByLabel('图形验证码').fill(captcha);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** The avatar menu's trigger, shown in the header once somebody is logged in. */
export function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /的账户菜单|账户菜单/ });
}

/** The token the browser keeps for a user (value + timestamp entry, see src/app/runtime/session.ts). */
export async function browserToken(page: Page, rsNo: string): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}.token.${rsNo}`);
  return raw ? ((JSON.parse(raw) as { value: string }).value ?? '') : '';
}

/** A registered account with its grade set, logged in through the dialog on a device the server knows. */
export async function loggedInAccount(page: Page, request: APIRequestContext, context: BrowserContext, path = '/home') {
  const account = await registerAccount(request, { grade: '初二' });
  await useDevice(context, account.deviceId);
  await page.goto(path);
  await openLoginDialog(page);
  await submitLogin(page, account.phone, account.password);
  await expect(accountMenu(page)).toBeVisible();
  return account;
}

const SMS_COOLDOWN_MS = 60_000;
const LOCK = join(tmpdir(), `xueban-e2e-demo-student-${process.env.E2E_PORT ?? 4173}.lock`);

/**
 * Runs the demo student's logins one at a time across the parallel workers: the server keeps one pending
 * SMS login and one code per phone, so two logins at once would take each other's. A lock left by a killed
 * run is taken over after two minutes.
 */
export async function oneDemoLoginAtATime<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Registers a fresh phone on the open register page (code from the SMS inbox) and submits; returns the phone. */
export async function registerOnPage(page: Page, request: APIRequestContext): Promise<string> {
  const phone = freshPhone();
  const form = page.getByRole('form', { name: '注册' });
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await form.getByLabel('设置密码').fill('xueban2024');
  await form.getByLabel('确认密码').fill('xueban2024');
  await form.getByRole('button', { name: '注册', exact: true }).click();
  return phone;
}

/** Waits until the phone's last code (an earlier test's login, perhaps) is old enough for a new one. */
export async function waitForSmsCooldown(request: APIRequestContext, phone: string) {
  const inbox = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as Envelope<{
    messages: { sentAt: string }[];
  }>;
  const last = inbox.appData.messages[0]?.sentAt;
  const wait = last ? Date.parse(last) + SMS_COOLDOWN_MS + 1_000 - Date.now() : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, SMS_COOLDOWN_MS + 1_000)));
}

/** Presents this worker's demo-student device (known to the server); call it before the test opens its first page. */
export async function useDemoStudentDevice(context: BrowserContext): Promise<void> {
  await useDevice(context, DEMO_STUDENT_DEVICES[test.info().parallelIndex % DEMO_STUDENT_DEVICES.length]!);
}

/**
 * Logs the demo student in through the open login dialog, passing the SMS security check should the server
 * ask for it (it does not on the known test devices). No promotion follows a login.
 */
export async function completeDemoStudentLogin(page: Page, request: APIRequestContext) {
  await expect(loginDialog(page)).toBeVisible();
  const check = page.getByRole('dialog', { name: '短信安全验证' });
  await oneDemoLoginAtATime(async () => {
    await submitLogin(page, DEMO_STUDENT_PHONE, DEMO_PASSWORD);
    await expect(check.or(accountMenu(page))).toBeVisible();
    if (!(await check.isVisible())) return;
    await waitForSmsCooldown(request, DEMO_STUDENT_PHONE);
    await check.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
    await check.getByLabel('短信验证码').fill(await latestSmsCode(request, DEMO_STUDENT_PHONE));
    await check.getByRole('button', { name: '立即验证' }).click();
    await expect(check).toBeHidden();
  });
  await expect(accountMenu(page)).toBeVisible();
}

/** Opens `path` on the demo student's test device and logs the demo student in from the header. */
export async function logInAsDemoStudent(page: Page, request: APIRequestContext, path = '/news') {
  await useDemoStudentDevice(page.context());
  await page.goto(path);
  await openLoginDialog(page);
  await completeDemoStudentLogin(page, request);
}
