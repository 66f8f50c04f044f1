import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { api, districtId, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * Printed material from the console: customer service ships a paid exam-year order from its page, finance
 * imports a CSV with a good row and a bad one and reads the per-row report, and the family's order shows the
 * tracking number.
 */
test.setTimeout(150_000);

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

/** Exam-year courses ship a printed handbook: the junior stage's paid courses that ask for an address. */
async function materialCourses(request: APIRequestContext, token: string): Promise<number[]> {
  const answer = await request.post('/api/web/v1/course/findByCategoryId', {
    form: { size: '50', stage: 'junior' },
    headers: { Authorization: 'Org 20260001' },
  });
  const body = (await answer.json()) as Envelope<{ list: { id: number; isFree: boolean; price: number }[] }>;
  const found: number[] = [];
  for (const course of body.appData.list.filter((entry) => !entry.isFree && entry.price > 0).reverse()) {
    const preview = await api<{ course: { hasMaterials: boolean } }>(
      request,
      '/api/v1/orders/purchasePreview',
      { courseId: String(course.id) },
      token,
    );
    if (preview.course.hasMaterials) found.push(course.id);
    if (found.length === 2) break;
  }
  expect(found).toHaveLength(2);
  return found;
}

/** An order of a course with material, paid at the sandbox cashier as a family would. */
async function paidOrderWithMaterial(request: APIRequestContext, token: string, courseId: number): Promise<string> {
  const { orderNo } = await api<{ orderNo: string }>(
    request,
    '/api/v1/orders/createOrder',
    {
      courseId: String(courseId),
      payMethod: 'alipay',
      receiverName: '林爸爸',
      receiverPhone: '13800000000',
      receiverAddress: '中关村大街 1 号',
      receiverRegionId: String(await districtId(request, '北京市', '北京市', '海淀区')),
    },
    token,
  );
  const started = await api<{ url: string; openUrl?: string }>(
    request,
    '/api/pay/v1/pay/alipay/payOrder',
    { orderNo, device: 'desktop' },
    token,
  );
  const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(started.openUrl ?? started.url)![1]!;
  await request.post(`/api/pay/sandbox/cashier/${tradeNo}`, { form: { decision: 'pay' }, maxRedirects: 0 });
  await expect(async () => {
    const detail = await api<{ status: string }>(request, '/api/v1/orders/myOrderDetail', { orderNo }, token);
    expect(detail.status).toBe('paid');
  }).toPass({ timeout: 20_000 });
  return orderNo;
}

test('service ships an order from its page, finance imports tracking numbers, and the family sees its parcel', async ({
  browser,
  page,
  request,
}) => {
  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request, '初三');
  const [first, second] = await materialCourses(request, account.token);
  const shippedByForm = await paidOrderWithMaterial(request, account.token, first!);
  const shippedByImport = await paidOrderWithMaterial(request, account.token, second!);

  // Customer service ships from the order's page; the form checks the number against the carrier first.
  await signInAs(page, 'service', 5, `/admin/orders/${shippedByForm}`);
  const parcel = page.getByRole('region', { name: '教材物流' });
  await expect(parcel).toContainText('未发货');
  await parcel.getByRole('button', { name: '发货' }).click();
  const form = page.getByRole('dialog', { name: '发货' });
  await form.getByLabel('快递公司').selectOption({ label: '顺丰速运' });
  await form.getByLabel('运单号').fill('12345');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(form.getByText('运单号与顺丰速运的运单号格式不符')).toBeVisible();
  await form.getByLabel('运单号').fill('SF1234 5678 9012');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(form).toHaveCount(0);
  await expect(parcel.getByTestId('tracking-no')).toHaveText('SF123456789012');
  await expect(parcel.getByRole('button', { name: '更正物流' })).toBeVisible();

  // Finance imports a file with a good row and a bad one.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signInAs(finance, 'finance', 5, '/admin/orders');
  const file = join(tmpdir(), `运单-${shippedByImport}.csv`);
  writeFileSync(
    file,
    `订单号,快递公司,运单号\n${shippedByImport},中通快递,732000000123\nXB20990101000000000009,顺丰速运,SF999\n`,
  );
  await finance.getByRole('button', { name: '批量导入运单' }).click();
  const upload = finance.getByRole('dialog', { name: '批量导入运单' });
  await upload.getByRole('button', { name: '导入' }).click();
  await expect(upload.getByText('请选择 CSV 文件')).toBeVisible();
  await upload.getByLabel('CSV 文件').setInputFiles(file);
  await upload.getByRole('button', { name: '导入' }).click();
  const report = finance.getByRole('dialog', { name: '导入结果' });
  await expect(report.getByTestId('import-counts')).toContainText('已发货 1');
  await expect(report.getByTestId('import-counts')).toContainText('运单号格式不符 1');
  await expect(report.getByRole('row', { name: new RegExp(shippedByImport) })).toContainText('已发货');
  await report.getByRole('button', { name: '完成' }).click();
  await financeContext.close();

  // The family reads both parcels in its orders and is told once for each.
  const family = await familyContext.newPage();
  // The order's page shows the parcel in its logistics and the shipping message among the order's messages.
  const logistics = family.getByRole('region', { name: '物流信息' });
  const messages = family.getByRole('region', { name: '订单消息' });
  await family.goto(`/personal/order-detail?orderNo=${shippedByForm}`);
  await expect(logistics.getByText(/SF123456789012/)).toBeVisible();
  await expect(messages.getByText(/SF123456789012/)).toBeVisible();
  await family.goto(`/personal/order-detail?orderNo=${shippedByImport}`);
  await expect(logistics.getByText(/732000000123/)).toBeVisible();
  await expect(messages.getByText(/732000000123/)).toBeVisible();
  await family.goto('/personal/notification');
  await expect(family.getByText('教材已发货')).toHaveCount(2);
  await familyContext.close();
});
