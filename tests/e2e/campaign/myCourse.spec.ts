import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshPhone } from '../account/accounts';
import { api, paidCourses, signedIn } from '../commerce/shop';
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

test.describe('the light "my courses" from a campaign link', () => {
  test('signs in by SMS, lists the owned course, sends its link to a parent and watches it', async ({ browser, request }) => {
    // An account that owns one course, bought and paid in the sandbox through the API.
    const [, , , , , , course] = await paidCourses(request);
    const setup = await browser.newContext();
    const buyer = await signedIn(setup, request);
    await setup.close();
    const order = await api<{ orderNo: string }>(
      request,
      '/api/v1/orders/createOrder',
      { courseId: String(course!.id), payMethod: 'alipay' },
      buyer.token,
    );
    const payment = await api<{ url: string }>(
      request,
      '/api/pay/v1/pay/alipay/payOrder',
      { orderNo: order.orderNo, device: 'phone' },
      buyer.token,
    );
    const paid = await request.post(payment.url, { form: { decision: 'pay' }, maxRedirects: 0 });
    expect(paid.status()).toBeLessThan(400);

    const page = await phonePage(browser);
    await page.goto('/myCourse/send?courseId=1');
    // Nobody is signed in yet: every page of the funnel starts at its SMS sign-in.
    await expect(page).toHaveURL(/\/myCourse\/login$/);
    await fillPhoneAndCode(page, request, buyer.phone);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/myCourse\/index$/);
    const owned = page.getByTestId('my-course');
    await expect(owned).toHaveCount(1);
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

  test('offers the free courses to a signed-in visitor who owns none', async ({ browser, request }) => {
    const page = await phonePage(browser);
    await page.goto('/myCourse/login');
    await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/myCourse\/index$/);
    await expect(page.getByText('还没有课程')).toBeVisible();
    await expect(page.getByTestId('my-course')).toHaveCount(0);
    await page.context().close();
  });
});
