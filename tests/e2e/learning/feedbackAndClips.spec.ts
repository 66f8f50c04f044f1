import { expect, test } from '@playwright/test';
import { PNG as PNG_BYTES } from '../../server/support/uploadFiles';
import { logInAsDemoStudent } from '../account/accounts';

/*
 * The demo student sends feedback from the personal centre and finds it in the history beside support's
 * earlier answer; then moves through the short-clip feed with the keyboard.
 */

/** A tiny PNG, enough for the upload route to recognise a picture by its bytes. */
const PNG = Buffer.from(PNG_BYTES);

// One login for both pages.
test('the demo student sends feedback and finds it in the history, then moves through the short clips with the keyboard', async ({
  page,
  request,
}) => {
  // The demo student's login may wait its turn behind the SMS-check test, which waits out the phone's resend minute.
  test.setTimeout(120_000);
  await logInAsDemoStudent(page, request);

  await test.step('feedback with a screenshot heads the history', async () => {
    await page.goto('/personal/feckback');

    const history = page.getByRole('region', { name: /我的反馈记录/ });
    await expect(history.getByText('问题已定位并修复', { exact: false })).toBeVisible();
    await expect(history.getByText('待回复').first()).toBeVisible();
    // Logged in: the server knows the sender, so there is no captcha to type.
    await expect(page.getByLabel('图形验证码')).toHaveCount(0);

    const form = page.getByRole('region', { name: '问题反馈' });
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByText('请选择反馈类型')).toBeVisible();
    await expect(form.getByText('请填写问题描述')).toBeVisible();

    const content = `练习题第 ${Date.now() % 10000} 题的答案解析打不开`;
    // The radio button itself is drawn by its chip: picked the way people do, by the chip.
    await form.getByRole('group', { name: '反馈类型' }).locator('label').filter({ hasText: '课程内容' }).click();
    await expect(form.getByRole('radio', { name: '课程内容' })).toBeChecked();
    await form.getByLabel('问题描述').fill(content);
    await form.locator('input[type="file"]').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: '第 1 张截图' })).toHaveAttribute('data-state', 'uploaded');
    await form.getByRole('button', { name: '提交' }).click();

    await expect(form.getByRole('status')).toContainText('感谢您的反馈');
    const newest = history.getByRole('listitem').first();
    await expect(newest).toContainText(content);
    await expect(newest).toContainText('待回复');
    const shot = newest.getByRole('img', { name: '反馈截图 1' });
    await expect(shot).toBeVisible();
    // A private file, and its owner's page shows it: the picture has loaded.
    await expect(shot).toHaveAttribute('src', /\/api\/upload\/private\/u\d+\//);
    await expect.poll(() => shot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('the short-clip feed moves on with the arrow keys and keeps only two videos', async () => {
    await page.goto('/small-video');

    const feed = page.getByRole('region', { name: '短视频列表' });
    await expect(feed).toContainText('第 1 / 6 个');
    const current = feed.locator('[data-state="current"]');
    await expect(current.getByRole('heading')).toHaveText('一分钟看懂二次函数的顶点式');
    await expect(current.locator('video')).toHaveAttribute('src', /\/api\/v1\/media\/video\/\d+\?/);
    // The clip on screen and the next one only.
    await expect(feed.locator('video')).toHaveCount(2);

    await page.keyboard.press('ArrowDown');
    await expect(feed).toContainText('第 2 / 6 个');
    await expect(current.getByRole('heading')).toHaveText('凸透镜成像：物距与像距的口诀');
    await expect(current.getByRole('link', { name: /查看课程/ })).toHaveAttribute('href', /\/course\/chapter\?courseId=\d+/);

    await page.keyboard.press('ArrowUp');
    await expect(feed).toContainText('第 1 / 6 个');
    await feed.getByRole('button', { name: '下一个' }).click();
    await expect(feed).toContainText('第 2 / 6 个');
  });
});
