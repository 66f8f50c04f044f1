import { expect, test, type Page } from '@playwright/test';
import { rememberStudent } from '../shell/session';
import { CAPTCHA_ANSWER, freshPhone, latestSmsCode, registerAccount, waitForSmsCooldown } from './accounts';

const PASSWORD = 'xueban2024';

function registerForm(page: Page) {
  return page.getByRole('form', { name: '注册' });
}

async function askForCode(page: Page, phone: string) {
  const form = registerForm(page);
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await form.getByRole('button', { name: '获取验证码' }).click();
}

async function fillCodeAndPassword(page: Page, code: string) {
  const form = registerForm(page);
  await form.getByLabel('短信验证码').fill(code);
  await form.getByLabel('设置密码').fill(PASSWORD);
  await form.getByLabel('确认密码').fill(PASSWORD);
}

test('a new phone registers with the code from the SMS inbox and arrives logged in on the home page', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: '注册学伴在线' })).toBeVisible();

  await askForCode(page, phone);
  await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
  await expect(registerForm(page).getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();

  await fillCodeAndPassword(page, await latestSmsCode(request, phone));
  await registerForm(page).getByRole('button', { name: '注册', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  // A new account has no grade yet: the grade dialog comes up (and no promotion follows a login).
  const grades = page.getByRole('dialog', { name: /年级/ });
  await expect(grades).toBeVisible();
  await grades.getByRole('radio', { name: '初一' }).click();
  await grades.getByRole('button', { name: /确定|保存/ }).click();
  await expect(grades).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^学员${phone.slice(-4)}\\s*的账户菜单$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
});

test('an already registered phone is told apart from no other: the code is "sent" and registering fails like a wrong code', async ({
  page,
  request,
}) => {
  // The registration's own code went to the phone a moment ago.
  test.setTimeout(120_000);
  const { phone } = await registerAccount(request);
  await waitForSmsCooldown(request, phone);
  await page.goto('/register');

  await askForCode(page, phone);
  await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
  await expect(registerForm(page).getByRole('alert')).toHaveCount(0);
  await expect(registerForm(page).getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();

  await fillCodeAndPassword(page, '123456');
  await registerForm(page).getByRole('button', { name: '注册', exact: true }).click();
  await expect(registerForm(page).getByRole('alert')).toHaveText('验证码错误，还可尝试 4 次');
  await expect(page).toHaveURL(/\/register$/);
});

test('"Log in" beside the form opens the login dialog', async ({ page }) => {
  await page.goto('/register');
  await registerForm(page).getByRole('button', { name: '去登录' }).click();
  await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
});

test('a logged-in visitor is told there is nothing to register and is offered the way home', async ({ page, context }) => {
  await rememberStudent(context);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: '你已登录' })).toBeVisible();
  await expect(registerForm(page)).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
