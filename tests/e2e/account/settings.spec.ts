import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  accountMenu,
  CAPTCHA_ANSWER,
  encryptPassword,
  freshPhone,
  loginDialog,
  post,
  registerAccount,
  smsCodeFor,
  type Account,
} from './accounts';

/*
 * Account settings against the running API. The browser starts logged in: a token is obtained through the
 * API and kept in local storage the way the app keeps a login (see src/app/runtime/session.ts).
 */

const STORAGE_PREFIX = 'xueban';

interface ServerUser {
  rsNo: string;
  name: string;
  phone: string;
  isSetClass: number;
  isClassUpgrade: number;
  [field: string]: unknown;
}
interface Session {
  token: string;
  userInfo: ServerUser;
}
type LoginData = Partial<Session> & { UserNotOnSmsWhiteList?: boolean };

/** userInfo/login/V2 with an issued captcha, then the SMS check when the server asks for it. */
async function apiLogin(request: APIRequestContext, phone: string, password: string, deviceId: string) {
  const c = `settings-${randomBytes(6).toString('hex')}`;
  await request.get(`/api/captcha?c=${c}&t=${Date.now()}`);
  const first = await post<LoginData>(request, '/userInfo/login/V2', {
    loginName: phone,
    loginPassword: encryptPassword(password),
    captcha: CAPTCHA_ANSWER,
    c,
    deviceId,
  });
  if (first.status !== 1 || !first.appData.UserNotOnSmsWhiteList) return first;
  const code = await smsCodeFor(request, phone, '2');
  return post<LoginData>(request, '/checkSmsCode', { loginName: phone, loginPassword: code, deviceId });
}

async function sessionOfAccount(request: APIRequestContext, account: Account): Promise<Session> {
  const profile = await post<ServerUser>(request, '/findUserinfo', {}, account.token);
  expect(profile.status, profile.message).toBe(1);
  return { token: account.token, userInfo: profile.appData };
}

/** The browser opens logged in as this session's user, unless the app has since changed what it keeps. */
async function keepSession(context: BrowserContext, { token, userInfo }: Session) {
  const flag = (value: number) => (value === 1 ? 1 : 2);
  const user = { ...userInfo, isSetClass: flag(userInfo.isSetClass), isClassUpgrade: flag(userInfo.isClassUpgrade) };
  await context.addInitScript(
    ({ userKey, tokenKey, user, token }) => {
      const entry = (value: unknown) => JSON.stringify({ value, timestamp: Date.now() });
      if (localStorage.getItem(userKey) === null) localStorage.setItem(userKey, entry(user));
      if (localStorage.getItem(tokenKey) === null) localStorage.setItem(tokenKey, entry(token));
    },
    { userKey: `${STORAGE_PREFIX}.user`, tokenKey: `${STORAGE_PREFIX}.token.${user.rsNo}`, user, token },
  );
}

async function openSettings(page: Page, section?: 'password' | 'phone' | 'reset') {
  await page.goto(section ? `/personal/setting?tab=${section}` : '/personal/setting');
  await expect(page.getByRole('heading', { level: 1, name: '账户设置' })).toBeVisible();
}

/** The newest code of a type the development SMS inbox holds for a phone, sent after `since`. */
async function inboxCode(request: APIRequestContext, phone: string, smsType: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as {
        appData: { messages: { code: string; smsType: string; sentAt: string }[] };
      };
      code = answer.appData.messages.find((m) => m.smsType === smsType && Date.parse(m.sentAt) >= since)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

function pngPicture(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 47;
    png.data[i + 1] = 107;
    png.data[i + 2] = 255;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const settingsArea = (page: Page) => page.getByRole('main');
/** The open section; the others stay in the page, hidden. */
const openSection = (page: Page) => page.getByRole('tabpanel');

let demo: Session;
/** Registered first: its phone may receive another code only 60 s after the registration code. */
let resetAccount: Account;

test.beforeAll(async ({ request }) => {
  resetAccount = await registerAccount(request, { grade: '初二' });
  // An account of its own: the demo student's SMS check belongs to the login tests running alongside.
  demo = await sessionOfAccount(request, await registerAccount(request, { grade: '初二' }));
});

test.describe('account settings: profile', () => {
  test('a new nickname is saved and shown in the header at once, and still after a reload', async ({ page, context }) => {
    await keepSession(context, demo);
    await openSettings(page);
    const nickname = `小林${randomBytes(2).readUInt16BE() % 10000}`;
    const field = openSection(page).getByLabel('昵称');
    await expect(field).toHaveValue(/.+/);
    const save = openSection(page).getByRole('button', { name: '保存资料' });
    await expect(save).toBeDisabled();

    await field.fill('');
    await save.click();
    await expect(field).toHaveAccessibleDescription('请输入昵称');

    await field.fill(nickname);
    await save.click();
    await expect(page.getByText('资料已保存').first()).toBeVisible();
    await expect(accountMenu(page)).toContainText(nickname);
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(openSection(page).getByLabel('昵称')).toHaveValue(nickname);
    await expect(accountMenu(page)).toContainText(nickname);
  });

  test('a new avatar is checked, uploaded and shown in the header; other files are refused before sending', async ({
    page,
    context,
  }) => {
    await keepSession(context, demo);
    await openSettings(page);
    const picker = openSection(page).getByLabel('更换头像');

    await picker.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') });
    await expect(settingsArea(page).getByRole('alert')).toHaveText('只能上传 JPG、PNG 或 WEBP 格式的图片');
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(settingsArea(page).getByRole('alert')).toHaveText(/无法识别这张图片/);

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPicture(64) });
    await expect(settingsArea(page).getByRole('status').filter({ hasText: '头像已更新' })).toBeVisible();
    // The header's avatar is decoration beside the user's name in the account menu button.
    const headerAvatar = accountMenu(page).locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /\/api\/upload\/files\/.+\.png$/);
    await expect.poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

    // The server keeps it: the profile read afresh names the uploaded file.
    const profile = await post<ServerUser>(page.request, '/findUserinfo', {}, demo.token);
    expect(`${String(profile.appData.qiniuUrl)}${String(profile.appData.photoUrl)}`).toMatch(/\/api\/upload\/files\/.+\.png$/);
  });
});

test.describe('account settings: password and phone', () => {
  test('a wrong old password shows the server message and changes nothing', async ({ page, context, request }) => {
    const account = await registerAccount(request, { grade: '初一' });
    await keepSession(context, await sessionOfAccount(request, account));
    await openSettings(page, 'password');
    await openSection(page).getByLabel('原密码').fill('Wrong2026x');
    await openSection(page).getByLabel('新密码', { exact: true }).fill('Newpass2026');
    await openSection(page).getByLabel('确认新密码').fill('Newpass2026');
    await openSection(page).getByRole('button', { name: '确认修改' }).click();
    await expect(settingsArea(page).getByRole('alert')).toContainText('原密码错误');
    expect((await apiLogin(request, account.phone, account.password, account.deviceId)).status).toBe(1);
  });

  test('a changed password keeps this login and is the one that logs in afterwards', async ({ page, context, request }) => {
    const account = await registerAccount(request, { grade: '初一' });
    await keepSession(context, await sessionOfAccount(request, account));
    await openSettings(page, 'password');

    await openSection(page).getByLabel('原密码').fill(account.password);
    await openSection(page).getByLabel('新密码', { exact: true }).fill('onlyletters');
    await openSection(page).getByLabel('确认新密码').fill('onlyletters');
    await openSection(page).getByRole('button', { name: '确认修改' }).click();
    await expect(openSection(page).getByLabel('新密码', { exact: true })).toHaveAccessibleDescription(
      '密码须同时包含字母和数字，且只能使用字母和数字',
    );

    await openSection(page).getByLabel('新密码', { exact: true }).fill('Newpass2026');
    await openSection(page).getByLabel('确认新密码').fill('Newpass2026');
    await openSection(page).getByRole('button', { name: '确认修改' }).click();
    await expect(settingsArea(page).getByText('下次登录请使用新密码，其他设备上的登录已退出。')).toBeVisible();

    // This browser keeps its login: the server signed out only the account's other sessions.
    await page.reload();
    await expect(accountMenu(page)).toBeVisible();
    await expect(openSection(page).getByLabel('原密码')).toBeVisible();

    const old = await apiLogin(request, account.phone, account.password, account.deviceId);
    expect(old.status).toBe(0);
    expect(old.message).toContain('账号或密码错误');
    // Last: a login from the same device takes this browser's place.
    expect((await apiLogin(request, account.phone, 'Newpass2026', account.deviceId)).status).toBe(1);
  });

  test('a new phone is bound with the code sent to it, and logs in from then on', async ({ page, context, request }) => {
    const account = await registerAccount(request, { grade: '初一' });
    await keepSession(context, await sessionOfAccount(request, account));
    await openSettings(page, 'phone');
    const phoneField = openSection(page).getByLabel('新手机号');
    const send = openSection(page).getByRole('button', { name: '获取验证码' });

    await phoneField.fill(account.phone);
    await send.click();
    await expect(phoneField).toHaveAccessibleDescription('新手机号与当前手机号相同');

    const newPhone = freshPhone();
    const since = Date.now() - 1000;
    await phoneField.fill(newPhone);
    await send.click();
    await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
    await expect(page.getByRole('button', { name: /\d+\s*s|秒/ })).toBeDisabled();
    await openSection(page)
      .getByLabel('短信验证码')
      .fill(await inboxCode(request, newPhone, '4', since));
    // The session alone does not move the account: its password proves the owner is at the keyboard.
    await openSection(page).getByLabel('登录密码').fill(account.password);
    await openSection(page).getByRole('button', { name: '确认更换' }).click();

    await expect(settingsArea(page).getByText(`今后请使用 ${masked(newPhone)} 登录。`)).toBeVisible();
    await expect(page.getByRole('region', { name: /.+/ }).first()).toContainText(masked(newPhone));
    expect((await apiLogin(request, newPhone, account.password, account.deviceId)).status).toBe(1);
  });

  test('a password reset by SMS ends this login and asks for a login with the new password', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = resetAccount;
    await keepSession(context, await sessionOfAccount(request, account));
    await openSettings(page, 'reset');
    await expect(settingsArea(page).getByText(masked(account.phone)).first()).toBeVisible();

    // The phone got its registration code moments ago: the server asks to wait, and the page lets the user try again.
    const since = Date.now() - 1000;
    await expect(async () => {
      await openSection(page).getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 90_000, intervals: [5000] });
    await openSection(page)
      .getByLabel('短信验证码')
      .fill(await inboxCode(request, account.phone, '3', since));
    await openSection(page).getByLabel('新密码', { exact: true }).fill('Reset2026ok');
    await openSection(page).getByLabel('确认新密码').fill('Reset2026ok');
    await openSection(page).getByRole('button', { name: '重置密码' }).click();

    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('密码已重置，当前登录已失效，请使用新密码重新登录');
    // Behind the warning (which hides the rest of the page from assistive technology) the page has nothing left to set.
    await expect(page.locator('main').getByText('登录后才能管理账户')).toBeVisible();
    await warning.getByRole('button', { name: '确定' }).click();
    await expect(loginDialog(page)).toBeVisible();

    expect((await post(request, '/findUserinfo', {}, account.token)).status).toBe(4);
    expect((await apiLogin(request, account.phone, 'Reset2026ok', account.deviceId)).status).toBe(1);
  });
});
