import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, signedIn } from './shop';

/** A paid course of an exam year, whose printed revision notes are posted to the family. */
async function courseWithMaterial(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.post('/api/web/v1/course/findByCategoryId', {
    form: { size: '50', stage: 'junior' },
    headers: { Authorization: 'Org 20260001' },
  });
  const body = (await answer.json()) as { appData: { list: { id: number; price: number; isFree: boolean }[] } };
  for (const course of body.appData.list.filter((item) => !item.isFree && item.price > 0)) {
    const preview = await api<{ course: { hasMaterials: boolean }; owned: boolean }>(
      request,
      '/api/v1/orders/purchasePreview',
      { courseId: String(course.id) },
      token,
    );
    if (preview.course.hasMaterials && !preview.owned) return course.id;
  }
  throw new Error('the seed has no junior course with printed material');
}

test('a buyer of a course with printed material picks 广东省 → 深圳市 → 南山区 and sees it on the order', async ({
  page,
  request,
  context,
}) => {
  const account = await signedIn(context, request, '初三');
  const courseId = await courseWithMaterial(request, account.token);
  await page.goto(`/course/purchase?courseId=${courseId}`);

  await page.getByLabel('收货人').fill('林爸爸');
  await page.getByLabel('手机号').fill('13800000000');
  await page.getByLabel('详细地址').fill('科技园南区 8 栋 1 号');
  await page.getByRole('radio', { name: /支付宝/ }).check();
  // Submitting before the region is chosen says what is missing, in the form.
  await page.getByRole('button', { name: '提交订单' }).click();
  const picker = page.getByTestId('region-picker');
  await expect(picker.getByRole('alert')).toHaveText('请选择收货地区的省、市');

  await picker.getByLabel('省份').selectOption({ label: '广东省' });
  await picker.getByLabel('城市').selectOption({ label: '深圳市' });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(picker.getByRole('alert')).toHaveText('请选择区县');
  await picker.getByLabel('区县').selectOption({ label: '南山区' });
  await expect(picker.getByTestId('region-summary')).toHaveText('寄送至 广东省 深圳市 南山区');

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/course\/purchase-alipay-payment\?orderNo=XB\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  await page.goto(`/personal/order-detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('receiver-address')).toHaveText('广东省 深圳市 南山区 科技园南区 8 栋 1 号');
  await expect(page.getByText('寄往：广东省 深圳市 南山区 科技园南区 8 栋 1 号')).toBeVisible();
});
