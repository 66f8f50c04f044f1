import { expect, test } from '@playwright/test';
import { logInAsDemoStudent } from '../account/accounts';
import { signInAs } from './staffConsole';

/*
 * The service inbox from both sides: the demo family sends a complaint from the personal centre, customer
 * service finds it in 客服工单, takes it and answers; the family reads the answer in 消息中心 and under the
 * feedback. A read-only member opens the same item and finds no way to act on it.
 */
test.setTimeout(180_000);

test('service answers a family’s complaint from the inbox, and the family reads it in 消息中心 and under its feedback', async ({
  browser,
  page,
  request,
}) => {
  const complaint = `上课视频第 ${Date.now() % 100000} 秒开始卡住，已经三次了`;
  const answer = `您好，已为您切换线路，请刷新后再试（${Date.now() % 1000}）`;

  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await logInAsDemoStudent(family, request);
  await family.goto('/personal/feckback');
  const form = family.getByRole('region', { name: '问题反馈' });
  await form.getByRole('group', { name: '反馈类型' }).locator('label').filter({ hasText: '投诉建议' }).click();
  await form.getByLabel('问题描述').fill(complaint);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByRole('status')).toContainText('感谢您的反馈');

  await test.step('service finds the complaint by its words, takes it and answers', async () => {
    await signInAs(page, 'service', 2);
    await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '客服工单' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    await page.getByLabel('内容、姓名或手机号').fill(complaint.slice(0, 16));
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: complaint.slice(0, 16) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('投诉与反馈');
    await expect(row).toContainText('新');
    // The list hides the middle of the family's phone.
    await expect(row).toContainText('138****8000');
    await row.getByRole('link', { name: /^查看/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/feedback\/\d+$/);
    await expect(page.getByTestId('inbox-content')).toHaveText(complaint);
    // Service may call back: the phone in full.
    await expect(page.getByTestId('inbox-phone')).toHaveText('13800138000');

    await page.getByRole('button', { name: '我来处理' }).click();
    await expect(page.getByText('已分配')).toBeVisible();
    await expect(page.getByTestId('inbox-state')).toHaveText('处理中');

    // An empty reply is caught before it is sent.
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('请填写回复内容')).toBeVisible();
    await page.getByLabel('内部备注').fill('家长第三次反馈，优先处理');
    await page.getByRole('button', { name: '保存备注' }).click();
    await expect(page.getByText('备注已保存')).toBeVisible();
    await page.getByLabel('回复发送人').fill(answer);
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('回复已发送')).toBeVisible();
    await expect(page.getByTestId('inbox-state')).toHaveText('已回复');
    const history = page.getByTestId('inbox-history');
    await expect(history).toContainText('写了内部备注');
    await expect(history).toContainText('回复了发送人');
    await expect(history).toContainText(answer);
  });

  await test.step('the family reads the answer in 消息中心 and under its feedback, never the note', async () => {
    await family.goto('/personal/notification');
    const message = family.getByRole('listitem').filter({ hasText: answer });
    await expect(message).toContainText('客服回复了您的反馈');
    await expect(message).toContainText('未读');
    await message.getByRole('link', { name: '查看详情' }).click();
    await expect(family).toHaveURL(/\/personal\/feckback/);
    const history = family.getByRole('region', { name: /我的反馈记录/ });
    const mine = history.getByRole('listitem').filter({ hasText: complaint });
    await expect(mine).toContainText(answer);
    await expect(family.getByText('家长第三次反馈，优先处理')).toHaveCount(0);
    await familyContext.close();
  });
});

test('a read-only member reads an item of the inbox but has no way to assign, note or answer it', async ({ page }) => {
  await signInAs(page, 'readOnly', 5);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '客服工单' }).click();
  await expect(page.getByRole('heading', { name: '客服工单' })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link', { name: /^查看/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/(feedback|teacher|message)\/\d+$/);
  await expect(page.getByText('你的角色只能查看工单，不能分配、备注或回复。')).toBeVisible();
  await expect(page.getByRole('button', { name: '发送回复' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '我来处理' })).toHaveCount(0);
  await expect(page.getByTestId('inbox-phone')).not.toContainText(/^1\d{10}$/);
});
