import { expect, test } from '@playwright/test';
import { accountMenu, logInAsDemoStudent } from '../account/accounts';
import { api, paidCourses, signedIn } from '../commerce/shop';

test.describe('personal area', () => {
  test('a collected course shows in my collection, opens its page and can be removed', async ({ page, request, context }) => {
    const [course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await api(
      request,
      '/api/v1/collection/addorUpdateCollection',
      { objectType: 'course', objectId: String(course!.id), collect: '1' },
      account.token,
    );

    await page.goto('/personal/collected');
    const item = page.locator(`[data-object-id="${course!.id}"]`);
    await expect(item).toContainText(course!.title);
    await expect(item.getByRole('link', { name: course!.title })).toHaveAttribute(
      'href',
      `/course/chapter?courseId=${course!.id}`,
    );
    await item.getByRole('button', { name: `取消收藏「${course!.title}」` }).click();
    await expect(page.getByText('这里还没有收藏')).toBeVisible();
    const state = await api<{ collected: boolean }>(
      request,
      '/api/v1/collection/check',
      { objectType: 'course', objectId: String(course!.id) },
      account.token,
    );
    expect(state.collected).toBe(false);

    await page.getByRole('tab', { name: '资讯' }).click();
    await expect(page).toHaveURL(/type=news/);
    await expect(page.getByText('这里还没有收藏')).toBeVisible();
  });

  test('the demo student sees unread messages on the avatar, reads one, and the count goes down', async ({ page, request }) => {
    // The demo student's login may wait its turn behind the SMS-check test, which waits out the phone's resend minute.
    test.setTimeout(120_000);
    await logInAsDemoStudent(page, request);

    await expect(accountMenu(page)).toHaveAccessibleName(/(\d+) 条新消息/);
    const before = Number(
      /(\d+) 条新消息/.exec((await accountMenu(page).getAttribute('aria-label')) ?? (await accountMenu(page).innerText()))?.[1] ??
        NaN,
    );

    await page.goto('/personal/notification');
    const unread = page.locator('[data-read="false"]');
    await expect(unread.first()).toBeVisible();
    const countText = await page.getByTestId('unread-count').innerText();
    const listed = Number(/(\d+) 条未读/.exec(countText)?.[1]);
    await unread.first().getByRole('button', { name: '标为已读' }).click();
    await expect(page.getByTestId('unread-count')).toContainText(`${listed - 1} 条未读`);

    await page.goto('/home');
    await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(`${listed - 1} 条新消息`));
    expect(listed).toBe(before);
  });
});
