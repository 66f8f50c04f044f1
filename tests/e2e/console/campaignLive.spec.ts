import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillPhoneAndCode, phonePage } from '../campaign/campaign';
import { signInAs } from './staffConsole';

/** A datetime-local value this many hours from now, in the browser's own time zone (as a person would pick it). */
async function localTime(page: Page, hours: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, hours);
}

test('a content editor puts a live class on 腾讯 only; a family signs up there and the console lists and exports the sign-up', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'contentEditor', 9, '/admin/campaigns/live');
  await expect(page.getByRole('tab', { name: '直播课', selected: true })).toBeVisible();

  // The form names what is missing before anything is sent.
  const title = `端到端腾讯专场 ${Date.now() % 100000}`;
  await page.getByRole('button', { name: '新增直播课' }).click();
  const form = page.getByRole('dialog', { name: '新增直播课' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请填写标题（最多 60 字）')).toBeVisible();
  await expect(form.getByText('请选择售卖的课程')).toBeVisible();

  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('老师姓名').fill('周老师');
  await form.getByLabel('老师头衔').fill('特级教师');
  await form.getByLabel('售卖的课程').selectOption({ index: 1 });
  // A late start keeps the seeded sessions first on the landing pages the family specs read.
  await form.getByLabel('开课时间').fill(await localTime(page, 24 * 40));
  await form.getByLabel('名额').fill('30');
  await form.getByRole('checkbox', { name: '抖音' }).click();
  await form.getByRole('checkbox', { name: '今日头条' }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('腾讯');
  await expect(row).not.toContainText('抖音');
  await expect(row).toContainText('0/30');
  await page.screenshot({ path: test.info().outputPath('campaign-live-list.png') });

  // Only the Tencent landing page sells it.
  const phone = await phonePage(browser);
  await phone.goto('/liveSignupTiktok/index');
  await expect(phone.getByRole('article').first()).toBeVisible();
  await expect(phone.getByRole('article', { name: title })).toHaveCount(0);
  await phone.goto('/liveSignupTencent/index');
  const card = phone.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /立即报名/ }).click();
  await expect(phone).toHaveURL(/\/liveSignupTencent\/payment-login\?liveClassId=\d+/);
  const familyPhone = await fillPhoneAndCode(phone, request);
  await phone.getByRole('button', { name: '登录并报名' }).click();
  await expect(phone).toHaveURL(/\/liveSignupTencent\/payment-detail\?liveClassId=\d+/);
  await phone.context().close();

  // The console counts it and lists it with its channel, the phone masked for a content editor.
  await page.reload();
  await expect(row).toContainText('1/30');
  await expect(row).toContainText('腾讯 1');
  await row.getByRole('button', { name: '报名名单' }).click();
  const signups = page.getByRole('dialog', { name: `报名名单：${title}` });
  await expect(signups).toContainText('共 1 人报名');
  const masked = `${familyPhone.slice(0, 3)}****${familyPhone.slice(7)}`;
  const signupRow = signups.getByRole('row').filter({ hasText: masked });
  await expect(signupRow).toContainText('腾讯');
  await expect(signupRow).toContainText('未下单');
  await signups.getByText('抖音', { exact: true }).click();
  await expect(signups.getByText('还没有人报名')).toBeVisible();
  await signups.getByText('腾讯', { exact: true }).click();
  await expect(signupRow).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('campaign-live-signups.png') });

  const download = page.waitForEvent('download');
  await signups.getByRole('button', { name: '导出 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF直播课,手机号,渠道,报名时间,订单号,是否付款')).toBe(true);
  expect(csv).toContain(`${title},${masked},腾讯,`);
});
