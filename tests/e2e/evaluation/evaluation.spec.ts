import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_ANSWER, DEMO_PASSWORD, freshPhone, latestSmsCode, useDevice } from '../account/accounts';
import { DEMO_EVALUATION_DEVICE, DEMO_EVALUATION_PHONE } from './demoEvaluation';

// The evaluation area is a phone product: a phone-sized, touch viewport.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function signInWithPassword(page: Page, phone: string = DEMO_EVALUATION_PHONE, password = DEMO_PASSWORD) {
  await page.goto('/e/login');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('the demo account signs in, sits a paper, keeps its answers over a reload and reads its report', async ({ page }) => {
  await useDevice(page.context(), DEMO_EVALUATION_DEVICE);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/e\/report/);
  await expect(page.getByRole('heading', { name: '知识点掌握度' })).toBeVisible();

  await page.getByRole('link', { name: '再测一次' }).click();
  await page.getByRole('link', { name: '开始测评' }).first().click();
  await expect(page.getByRole('timer')).toBeVisible();
  const first = page.getByRole('radiogroup').first();
  await first.getByRole('radio').nth(1).check();
  // The sheet is saved on the device at once and on the server shortly after.
  await page.waitForTimeout(1200);
  await page.reload();
  await expect(page.getByRole('radiogroup').first().getByRole('radio').nth(1)).toBeChecked();

  await page.getByRole('tab', { name: '整卷作答' }).click();
  // One multiple-choice question (多选, the exact set of right options) and one fill-in question with two
  // blanks, written with a full-width digit and spaces that the server's comparison ignores.
  const multiple = page.getByRole('group', { name: /多选/ }).first();
  await expect(multiple.getByRole('checkbox')).toHaveCount(4);
  for (const option of [/y 随 x 的增大而减小/, /第一、二、四象限/, /\(0, 3\)/]) await multiple.getByLabel(option).check();
  const blank = (n: number) => page.getByRole('textbox', { name: new RegExp(`第 \\d+ 题 第 ${n} 空`) }).first();
  await blank(1).fill('４');
  await blank(2).fill(' 9 ');
  await page.waitForTimeout(1200);
  await page.reload();
  await page.getByRole('tab', { name: '整卷作答' }).click();
  await expect(page.getByRole('group', { name: /多选/ }).first().getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(blank(1)).toHaveValue('４');
  await expect(blank(2)).toHaveValue(' 9 ');

  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  for (let index = 1; index < count; index += 1) await groups.nth(index).getByRole('radio').first().check();
  await page.getByRole('button', { name: '交卷' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('已全部作答');
  await page.getByRole('button', { name: '确定交卷' }).click();

  await expect(page).toHaveURL(/\/e\/report\?reportId=\d+/);
  await expect(page.getByRole('heading', { name: '与上次测评对比' })).toBeVisible();
  await page.getByText('各知识点掌握度（文字版）').click();
  await expect(page.getByRole('table')).toBeVisible();

  await page.getByRole('link', { name: '查看答题详情' }).click();
  await expect(page.getByRole('heading', { name: '答题详情' })).toBeVisible();
  await expect(page.getByText('解析：').first()).toBeVisible();
  const multipleDetail = page.getByRole('listitem').filter({ hasText: '少选、多选、错选均不得分' });
  await expect(multipleDetail).toContainText('答对');
  await expect(multipleDetail).toContainText('你的答案：ABC');
  const fillDetail = page.getByRole('listitem').filter({ hasText: '第 1 空：你的答案 ４' });
  await expect(fillDetail.first()).toContainText('答对');

  await page.goto('/e/recommend-exercises');
  await expect(page.getByRole('heading', { name: '推荐练习' })).toBeVisible();
  const practice = page.getByRole('listitem').first();
  await practice.getByRole('radio').first().check();
  await practice.getByRole('button', { name: '提交答案' }).click();
  await expect(practice.getByRole('status')).toContainText(/回答正确|回答错误/);

  // The recommended course is bought in place: an order for the main-site account of this phone, paid at
  // the sandbox cashier, which comes back to the evaluation order page.
  await page.goto('/e/curriculum-detail');
  // The demo account's 初二 course posts no printed material: nothing to fill in, no region to pick.
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();
  await expect(page.getByTestId('region-picker')).toHaveCount(0);
  const price =
    (await page
      .getByText(/^¥\d+\.\d{2}$/)
      .first()
      .textContent()) ?? '';
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/e\/order-detail\?orderNo=[A-Z0-9]+$/);
  const order = page.getByTestId('evaluation-order');
  await expect(order).toHaveAttribute('data-state', 'unpaid');
  await page.getByRole('button', { name: `去支付 ${price}` }).click();
  await expect(page.getByText('沙箱环境')).toBeVisible();
  await page.getByRole('button', { name: /确认付款/ }).click();
  await expect(page).toHaveURL(/\/e\/order-detail\?orderNo=[A-Z0-9]+$/, { timeout: 15_000 });
  await expect(order).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(page.getByText('付款成功，课程已开通')).toBeVisible();
  await expect(page.getByRole('link', { name: '去学习' })).toHaveAttribute('href', '/myCourse/login');
});

/** The page's content is never wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.screen);
}

test('an exam-year family picks 广东省 → 深圳市 → 南山区 for the printed material and sees it on the evaluation order', async ({
  page,
  request,
}) => {
  // A 初三 student: the course recommended after any paper is of the exam year, which posts printed material.
  const phone = freshPhone();
  await page.goto('/e/eCode');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/e\/next-step-login/);
  await page.getByLabel('学生姓名').fill('小林');
  await page.getByLabel('年级').selectOption('初三');
  await page.getByRole('button', { name: '进入测评' }).click();
  await expect(page).toHaveURL(/\/e\/report/);
  await page.goto('/e/exercise-test-paper');
  await page.getByRole('link', { name: '开始测评' }).first().click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('button', { name: '确定交卷' }).click();
  await expect(page).toHaveURL(/\/e\/report\?reportId=\d+/);

  await page.goto('/e/curriculum-detail');
  const picker = page.getByTestId('region-picker');
  await expect(picker.getByLabel('省份')).toBeEnabled();
  await page.getByLabel('收货人', { exact: true }).fill('林爸爸');
  await page.getByLabel('收货手机号').fill('13800000000');
  await page.getByLabel('详细地址').fill('科技园南区 8 栋 1 号');
  // Buying before the region is chosen says what is missing, in the picker.
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(picker.getByRole('alert')).toHaveText('请选择收货地区的省、市');
  await picker.getByLabel('省份').selectOption({ label: '广东省' });
  await picker.getByLabel('城市').selectOption({ label: '深圳市' });
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(picker.getByRole('alert')).toHaveText('请选择区县');
  await picker.getByLabel('区县').selectOption({ label: '南山区' });
  await expect(picker.getByTestId('region-summary')).toHaveText('寄送至 广东省 深圳市 南山区');
  // On the phone the three selects stand one under the other, and the form stays within the screen.
  const province = (await picker.getByLabel('省份').boundingBox())!;
  const city = (await picker.getByLabel('城市').boundingBox())!;
  const district = (await picker.getByLabel('区县').boundingBox())!;
  expect(city.y).toBeGreaterThan(province.y + province.height - 1);
  expect(district.y).toBeGreaterThan(city.y + city.height - 1);
  await fitsThePhone(page);

  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/e\/order-detail\?orderNo=[A-Z0-9]+$/);
  await expect(page.getByTestId('evaluation-order')).toHaveAttribute('data-state', 'unpaid');
  await expect(page.getByTestId('receiver-address')).toHaveText('广东省 深圳市 南山区 科技园南区 8 栋 1 号');
  await fitsThePhone(page);
});

test('a new phone signs in with the SMS code from the development inbox and completes its profile first', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/e/eCode');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await latestSmsCode(request, phone);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/e\/next-step-login/);
  await page.getByRole('button', { name: '进入测评' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入学生姓名');
  await page.getByLabel('学生姓名').fill('小测');
  await page.getByLabel('年级').selectOption('初二');
  await page.getByRole('button', { name: '进入测评' }).click();
  await expect(page).toHaveURL(/\/e\/report/);
  await expect(page.getByText('还没有测评报告')).toBeVisible();
});

test('a right password from a new device goes through the SMS step, after which the device signs in with the password alone', async ({
  page,
  request,
}) => {
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: '短信安全验证' })).toBeVisible();
  await expect(page.getByText('137****7000')).toBeVisible();
  await expect(page).toHaveURL(/\/e\/login$/);
  await expect(page.getByLabel('手机号')).toHaveValue(DEMO_EVALUATION_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, DEMO_EVALUATION_PHONE));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/e\/report/);

  // Signed out, the same browser is now a known device: the password alone signs in.
  await page.context().clearCookies();
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/e\/report/);
});

test('a forgotten password is reset with an SMS code and the new one signs in', async ({ page, request }) => {
  // A phone gets one code a minute: the reset code waits for the sign-in code's cooldown.
  test.setTimeout(150_000);
  const phone = freshPhone();
  // An account first, through the SMS sign-in.
  await page.goto('/e/eCode');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/e\/next-step-login/);
  await page.context().clearCookies();

  const before = await latestSmsCode(request, phone);
  await page.waitForTimeout(61_000);
  await page.goto('/e/retrieve-password');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => latestSmsCode(request, phone)).not.toBe(before);
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/e\/set-password/);
  await page.getByLabel('新密码', { exact: true }).fill('Reset@123');
  await page.getByLabel('确认新密码').fill('Reset@124');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('alert')).toHaveText('两次输入的密码不一致');
  await page.getByLabel('确认新密码').fill('Reset@123');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/e\/login/);
  await signInWithPassword(page, phone, 'Reset@123');
  await expect(page).toHaveURL(/\/e\/(report|next-step-login)/);
});

test('the guard keeps anonymous visitors out, sends signed-in ones past the login, and an expired eToken back to it', async ({
  page,
  context,
}) => {
  await useDevice(context, DEMO_EVALUATION_DEVICE);
  await page.goto('/e/report?shareId=abc123');
  await expect(page).toHaveURL(/\/e\/login/);
  const share = (await context.cookies()).find((cookie) => cookie.name === 'shareId');
  expect(share?.value).toBe('abc123');

  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/e\/report/);
  await page.goto('/e/login');
  await expect(page).toHaveURL(/\/e\/report/);

  // A token the server no longer knows: the first call answers status 4 and the visitor signs in again.
  const host = new URL(page.url()).hostname;
  await context.addCookies([{ name: 'eToken', value: 'x'.repeat(43), domain: host, path: '/' }]);
  await page.goto('/e/recommend-exercises');
  await expect(page).toHaveURL(/\/e\/login/);
});

test('signing out ends the eToken on the server and in the browser, and back does not bring the signed-in pages back', async ({
  page,
  context,
}) => {
  await useDevice(context, DEMO_EVALUATION_DEVICE);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/e\/report/);
  // Signed-in pages in history behind the report: the exercises, then the report again.
  await page.getByRole('link', { name: '练习薄弱点' }).click();
  await expect(page).toHaveURL(/\/e\/recommend-exercises/);
  await page.goto('/e/report');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'eToken')?.value;
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/e\/login/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'eToken')).toBe(false);

  // Back lands on the login, not the exercises: the pages behind it need the token that is gone.
  await page.goBack();
  await expect(page).toHaveURL(/\/e\/login/);
  await expect(page.getByRole('heading', { name: '推荐练习' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '知识点掌握度' })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/e\/login/);

  // The token itself is dead on the server: put back by hand, the next call refuses it.
  await context.addCookies([{ name: 'eToken', value: token!, domain: new URL(page.url()).hostname, path: '/' }]);
  await page.goto('/e/recommend-exercises');
  await expect(page).toHaveURL(/\/e\/login/);
});

test('the PDF of the report renders page by page in the viewer, zooms and downloads', async ({ page }) => {
  await useDevice(page.context(), DEMO_EVALUATION_DEVICE);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/e\/report/);
  await page.getByRole('link', { name: '查看 PDF 报告' }).click();
  await expect(page.getByText(/第 1 页，共 \d+ 页/)).toBeVisible({ timeout: 20_000 });
  const canvas = page.locator('canvas').first();
  // The page opens fitted to the phone's width.
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
  const before = (await canvas.boundingBox())?.width ?? 0;
  expect(before).toBeGreaterThan(100);
  await page.getByRole('button', { name: '放大' }).click();
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载 PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^report-\d+\.pdf$/);
});
