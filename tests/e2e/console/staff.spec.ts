import { expect, test } from '@playwright/test';
import { allE2eStaff } from './e2eStaff';
import { E2E_CAPTCHA, authenticatorCode, firstSignIn } from './staffConsole';

test('an owner adds a staff member, changes their role and disables them, which ends their session; the audit log shows each step', async ({
  page,
  browser,
}) => {
  await firstSignIn(page, '13600136001');
  await expect(page.getByRole('heading', { name: '周宁，你好' })).toBeVisible();
  await expect(page.getByTestId('console-staff')).toHaveText('周宁 · 所有者');
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link')).toHaveText([
    '工作台',
    '数据看板',
    '课程',
    '题库',
    '测评试卷',
    '学霸导师',
    '年级与学科',
    '订单',
    '对账',
    '家庭用户',
    '客服工单',
    '资讯',
    '页面与公告',
    '站点运营',
    '活动运营',
    '消息推送',
    '员工与角色',
    '操作日志',
  ]);

  await menu.getByRole('link', { name: '员工与角色' }).click();
  // The six demo staff and the e2e server's bound accounts.
  await expect(page.getByRole('status')).toHaveText(`共 ${6 + allE2eStaff().length} 位员工`);
  await expect(page.getByTestId('staff-13600136001')).toContainText('已绑定');
  await page.getByRole('button', { name: '添加员工' }).click();
  const form = page.getByRole('dialog', { name: '添加员工' });
  await form.getByLabel('手机号').fill('13600136088');
  await form.getByLabel('姓名').fill('孙磊');
  await form.getByLabel('角色').selectOption('finance');
  await form.getByLabel('初始密码').fill('short');
  await form.getByRole('button', { name: '添加' }).click();
  await expect(form.getByText('密码应为 10-64 位，且同时包含字母和数字')).toBeVisible();
  await form.getByLabel('初始密码').fill('Welcome2026x');
  await form.getByRole('button', { name: '添加' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('已添加 孙磊');
  const row = page.getByTestId('staff-13600136088');
  await expect(row).toContainText('首次登录时绑定');

  // The new member signs in on their own computer, as finance.
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await firstSignIn(their, '13600136088', 'Welcome2026x');
  await expect(their.getByTestId('console-staff')).toHaveText('孙磊 · 财务');
  await expect(their.getByRole('navigation', { name: '后台菜单' }).getByRole('link')).toHaveText([
    '工作台',
    '数据看板',
    '课程',
    '题库',
    '测评试卷',
    '学霸导师',
    '年级与学科',
    '订单',
    '对账',
    '操作日志',
  ]);

  // A role change ends their session: their next step asks them to sign in again.
  await row.getByLabel('孙磊的角色').selectOption('service');
  await expect(page.getByRole('status')).toHaveText('已保存');
  await their.getByRole('link', { name: '操作日志', exact: true }).click();
  await expect(their).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit&expired=1$/);
  await expect(their.getByRole('alert')).toHaveText('登录已失效，请重新登录。');

  // Signed in again (no QR code this time), as customer service, until the owner disables the account.
  await their.getByLabel('手机号').fill('13600136088');
  await their.getByLabel('密码', { exact: true }).fill('Welcome2026x');
  await their.getByLabel('图形验证码', { exact: true }).fill(E2E_CAPTCHA);
  await their.getByRole('button', { name: '下一步' }).click();
  await expect(their.getByRole('heading', { name: '输入动态码' })).toBeVisible();
  await expect(their.getByTestId('authenticator-secret')).toHaveCount(0);
  await theirs.close();

  await row.getByRole('button', { name: '停用' }).click();
  const confirm = page.getByRole('alertdialog', { name: '停用 孙磊？' });
  await confirm.getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');
  await expect(row.getByRole('button', { name: '恢复' })).toBeVisible();
  // Nobody disables themselves.
  await expect(page.getByTestId('staff-13600136001').getByRole('button', { name: '停用' })).toBeDisabled();

  await menu.getByRole('link', { name: '操作日志', exact: true }).click();
  const entries = page.getByRole('row').filter({ hasText: '员工 #' });
  await expect(entries.nth(0)).toContainText('周宁停用员工员工');
  await expect(entries.nth(0)).toContainText('已停用否 → 是');
  await expect(entries.nth(1)).toContainText('修改角色');
  await expect(entries.nth(1)).toContainText('角色财务 → 客服');
  await expect(entries.nth(2)).toContainText('添加员工');
  await expect(entries.nth(2)).toContainText('姓名孙磊');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a read-only member sees only the overview, and the staff page is not theirs to open', async ({ page }) => {
  await firstSignIn(page, '13600136006');
  await expect(page.getByTestId('console-staff')).toHaveText('赵敏 · 只读');
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link')).toHaveText([
    '工作台',
    '课程',
    '题库',
    '测评试卷',
    '学霸导师',
    '年级与学科',
    '订单',
    '家庭用户',
    '客服工单',
    '资讯',
    '页面与公告',
    '站点运营',
    '活动运营',
    '消息推送',
  ]);
  await expect(page.getByText('查看课程')).toBeVisible();
  await expect(page.getByText('最近的后台操作')).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: '没有这个后台页面' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a wrong authenticator code is refused with the reason, and the right one signs in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('手机号').fill('13600136004');
  await page.getByLabel('密码', { exact: true }).fill('Console2026');
  await page.getByLabel('图形验证码', { exact: true }).fill('nope');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert')).toHaveText('图形验证码错误，请重新输入');
  await page.getByLabel('图形验证码', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '下一步' }).click();
  const secret = (await page.getByTestId('authenticator-secret').textContent())!.trim();
  const right = authenticatorCode(secret);
  await page.getByLabel('动态码').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('动态码错误，请查看身份验证器后重试');
  await page.getByLabel('动态码').fill(right);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('console-staff')).toHaveText('王珊 · 财务');
});
