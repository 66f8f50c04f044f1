import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './staffConsole';

/** A datetime-local value this many hours from now, in the browser's own time zone (as a person would pick it). */
async function localTime(page: Page, hours: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, hours);
}

/** Whether the family's free-trial page offers a course of this title. */
async function familyOffers(page: Page, title: string) {
  await page.goto('/freeCourse/home');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return page.getByText(title, { exact: true }).count();
}

test('a content editor adds a trial course from now, the family page offers it, and once its window has ended it is gone and listed as ended', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'contentEditor', 8, '/admin/campaigns/trials');
  await expect(page.getByRole('tab', { name: '免费试看', selected: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: '加入试看课程' }).click();
  const form = page.getByRole('dialog', { name: '加入免费试看课程' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择一门课程')).toBeVisible();

  const course = form.getByLabel('课程');
  const option = course.locator('option').nth(1);
  const title = ((await option.textContent()) ?? '').replace(/（.*）$/, '');
  await course.selectOption({ index: 1 });
  await form.getByLabel('开始时间').fill(await localTime(page, 0));
  await form.getByLabel('结束时间').fill(await localTime(page, -1));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('结束时间须晚于开始时间')).toBeVisible();
  await form.getByLabel('结束时间').fill('');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('展示中')).toBeVisible();
  await page.screenshot({ path: 'test-results/campaign-trials-1440.png' });

  const family = await browser.newPage();
  expect(await familyOffers(family, title)).toBeGreaterThan(0);

  await row.getByRole('button', { name: '改时段' }).click();
  const window = page.getByRole('dialog', { name: `修改《${title}》的展示时段` });
  await window.getByLabel('开始时间').fill(await localTime(page, -3));
  await window.getByLabel('结束时间').fill(await localTime(page, -1));
  await window.getByRole('button', { name: '保存' }).click();
  await expect(window).toBeHidden();
  await expect(row.getByText('已结束')).toBeVisible();

  expect(await familyOffers(family, title)).toBe(0);
  await family.close();
});
