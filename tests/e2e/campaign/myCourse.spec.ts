import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserToken, freshPhone } from '../account/accounts';
import { api, paidCourses } from '../commerce/shop';
import { expectNoSideways, fillPhoneAndCode, phonePage } from './campaign';

interface InboxMessage {
  template?: string;
  text?: string;
}

async function inbox(request: APIRequestContext, phone: string): Promise<InboxMessage[]> {
  const answer = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as {
    appData: { messages: InboxMessage[] } | null;
  };
  return answer.appData?.messages ?? [];
}

/** The session the browser holds after the SMS sign-in, read where the app keeps it. */
async function signedInToken(page: Page): Promise<string> {
  const user = await page.evaluate(() => localStorage.getItem('xueban.user'));
  const rsNo = user ? (JSON.parse(user) as { value: { rsNo: string } }).value.rsNo : '';
  return browserToken(page, rsNo);
}

test.describe('the light "my courses" from a campaign link', () => {
  test('signs in by SMS, lists what it owns, sends a course link to a parent once a minute and watches it', async ({
    browser,
    request,
  }) => {
    const page = await phonePage(browser);
    await page.goto('/myCourse/send?courseId=1');
    // Nobody is signed in yet: every page of the funnel starts at its SMS sign-in, which opens an account.
    await expect(page).toHaveURL(/\/myCourse\/login$/);
    await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/myCourse\/index$/);
    await expect(page.getByText('还没有课程')).toBeVisible();
    await expect(page.getByTestId('my-course')).toHaveCount(0);

    // The new account buys a course and pays in the sandbox, through the API with the browser's session.
    const [, , , , , , course] = await paidCourses(request);
    const token = await signedInToken(page);
    const order = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course!.id), payMethod: 'alipay' },
      token,
    );
    const payment = await api<{ url: string }>(
      request,
      '/api/pay/v1/pay/alipay/payOrder',
      { orderNo: order.orderNo, device: 'phone' },
      token,
    );
    const paid = await request.post(payment.url, { form: { decision: 'pay' }, maxRedirects: 0 });
    expect(paid.status()).toBeLessThan(400);

    // The cashier's answer comes before the provider's notification has been handled; the list shows the course
    // once it has, at the next load.
    const owned = page.getByTestId('my-course');
    await expect(async () => {
      await page.reload();
      await expect(owned).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(owned).toContainText(course!.title);
    await expectNoSideways(page);

    await owned.getByRole('link', { name: '发给家长' }).click();
    await expect(page).toHaveURL(new RegExp(`/myCourse/send\\?courseId=${course!.id}$`));
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
    const parent = freshPhone();
    await page.getByRole('textbox', { name: '家长手机号' }).fill(parent);
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText(/课程短信已发送给 1\d{2}\*{4}\d{4}/)).toBeVisible();
    await expect.poll(async () => (await inbox(request, parent)).map((message) => message.template)).toEqual(['courseLink']);
    const [sms] = await inbox(request, parent);
    expect(sms?.text).toContain(`《${course!.title}》`);

    // The same course to the same phone within a minute is refused, and the parent gets one message.
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('刚刚已发送，请 1 分钟后再试')).toBeVisible();
    expect(await inbox(request, parent)).toHaveLength(1);

    await page.getByRole('link', { name: '我的课程' }).click();
    await page.getByTestId('my-course').getByRole('link', { name: '观看' }).click();
    await expect(page).toHaveURL(new RegExp(`/myCourse/video\\?courseId=${course!.id}$`));
    await expect(page.locator('video')).toHaveAttribute('src', /.+/);
    await page.context().close();
  });
});
