import { expect, test } from '@playwright/test';
import { logInAsDemoStudent } from '../account/accounts';

test.describe('study management', () => {
  test('the demo student reads the report, ticks a plan task that stays ticked, and opens both detail pages', async ({
    page,
    request,
  }) => {
    // The demo student's login may wait its turn behind the SMS-check test, which waits out the phone's resend minute.
    test.setTimeout(120_000);
    await logInAsDemoStudent(page, request);

    await page.goto('/studymag');
    await expect(page).toHaveURL(/\/studymag\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
    // The demo's reports are the two weeks before the current one (demo dates follow today).
    const latest = page.getByRole('heading', { name: /第\d+周学习报告/ });
    await expect(latest).toBeVisible();
    const latestTitle = (await latest.textContent())!;
    await expect(page.getByRole('table', { name: '每日学习时长（数据表）' })).toBeAttached();
    // Daily time, subjects, the accuracy trend and the knowledge points the demo's answers reached.
    await expect(page.locator('[data-chart] [data-state="ready"] svg')).toHaveCount(4);
    await expect(page.getByTestId('report-mastery')).toBeVisible();
    const earlier = (await page.getByLabel('选择报告').locator('option').nth(1).textContent())!;
    expect(earlier).toMatch(/^第\d+周学习报告（\d+月\d+日—\d+月\d+日）$/);
    expect(latestTitle).not.toContain(earlier);
    await page.getByLabel('选择报告').selectOption({ label: earlier });
    await expect(page).toHaveURL(/reportId=\d+/);
    await expect(page.getByRole('heading', { name: earlier.slice(0, earlier.indexOf('（')) })).toBeVisible();

    await page.getByRole('link', { name: '练习详情' }).click();
    await expect(page).toHaveURL(/\/studymag\/detail\/exercise\?reportId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: '练习详情' })).toBeVisible();
    await expect(page.locator('[data-exercise-record]').first()).toBeVisible();
    await page.getByRole('tab', { name: '汇总' }).click();
    await expect(page).toHaveURL(/view=summary/);
    await expect(page.locator('[data-stat="accuracy"]')).toContainText('%');

    await page.goto('/studymag/detail/learning');
    await expect(page.getByRole('heading', { level: 1, name: '学习详情' })).toBeVisible();
    await expect(page.locator('[data-class-id]').first()).toBeVisible();
    await page.getByRole('tab', { name: '汇总' }).click();
    await expect(page.locator('[data-stat="lessons"]')).toContainText('讲');

    await page.getByRole('link', { name: '学习计划' }).click();
    await expect(page).toHaveURL(/\/studymag\/plan$/);
    const open = page.locator('[data-task-id][data-done="false"]').first();
    const taskId = await open.getAttribute('data-task-id');
    const task = page.locator(`[data-task-id="${taskId}"]`);
    const box = task.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();

    await page.reload();
    await expect(page.locator(`[data-task-id="${taskId}"]`).getByRole('checkbox')).toBeChecked();

    // Leave the demo data as it was for the next run on the same server.
    await page.locator(`[data-task-id="${taskId}"]`).getByRole('checkbox').click();
    await expect(page.locator(`[data-task-id="${taskId}"]`)).toHaveAttribute('data-done', 'false');
    await expect(page.locator(`[data-task-id="${taskId}"]`).getByRole('checkbox')).toBeEnabled();
  });
});
