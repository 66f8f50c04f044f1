import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportSummaryLine, ORDER_EXPORT_COLUMNS, REFUND_EXPORT_COLUMNS } from '../../../contract/vocabulary/exports';
import { signInAs } from './staffConsole';

/*
 * Finance exports the orders of the demo's autumn (September and October 2026, when the demo family bought
 * its courses; nothing else the browser tests do lands in those days) as CSV and as an Excel workbook, and
 * the files hold the orders the list shows. Customer service reads orders but has no export.
 */
test.setTimeout(120_000);
// Staff pick days where they are; the files are written in Beijing time, so their names match the days picked.
test.use({ timezoneId: 'Asia/Shanghai' });

const AUTUMN = '/admin/orders?from=2026-09-01&to=2026-10-31';

/** The order numbers the list shows for the range, every page of them. */
async function listedOrders(page: Page): Promise<string[]> {
  const count = Number((await page.getByText(/共 \d+ 个订单/).textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  // The demo's autumn fits one page of the list.
  expect(count).toBeLessThanOrEqual(20);
  const rows = page.locator('[data-testid^="order-"]');
  await expect(rows).toHaveCount(count);
  return (await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-testid')!))).map((id) =>
    id.slice('order-'.length),
  );
}

/** Opens the export dialog, picks what and how, and answers the file the browser downloaded. */
async function exportFile(page: Page, kind: '订单' | '退款', format: 'CSV' | 'Excel（XLSX）') {
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导出订单或退款' });
  await dialog.getByText(kind, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: kind, exact: true })).toBeChecked();
  // The range starts as the list's.
  await expect(dialog.getByLabel(kind === '订单' ? '下单日期从' : '申请日期从')).toHaveValue('2026-09-01');
  await dialog.getByText(format, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: format, exact: true })).toBeChecked();
  await expect(dialog.getByLabel('到')).toHaveValue('2026-10-31');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  await expect(page.getByText('文件已开始下载')).toBeVisible();
  return { name: download.suggestedFilename(), body: await readFile((await download.path())!) };
}

test('finance exports the orders of a range as CSV and as XLSX, and the files hold the rows the list shows', async ({ page }) => {
  await signInAs(page, 'finance', 6, AUTUMN);
  await expect(page.getByRole('heading', { name: '订单', exact: true })).toBeVisible();
  const listed = await listedOrders(page);

  const csv = await exportFile(page, '订单', 'CSV');
  expect(csv.name).toBe('订单-2026-09-01至2026-10-31.csv');
  const text = csv.body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(','));
  const rows = lines.slice(1, -1).map((line) => line.split(','));
  // Oldest first in the file, newest first in the list: the same orders.
  expect(rows.map((row) => row[0])).toEqual([...listed].reverse());
  expect(lines.at(-1)).toBe(exportSummaryLine(listed.length));
  // Finance does not call buyers: the file masks the middle of every phone, as the list does.
  expect(rows.every((row) => /^1\d{2}\*{4}\d{4}$/.test(row[9]!))).toBe(true);
  expect(rows.every((row) => /^2026-(09|10)-\d{2} \d{2}:\d{2}:\d{2}$/.test(row[1]!))).toBe(true);

  const xlsx = await exportFile(page, '订单', 'Excel（XLSX）');
  expect(xlsx.name).toBe('订单-2026-09-01至2026-10-31.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
  expect(values[0]).toEqual([...ORDER_EXPORT_COLUMNS]);
  expect(values.slice(1).map((row) => row[0])).toEqual([...listed].reverse());
  expect(values.slice(1).map((row) => String(row[3]))).toEqual(rows.map((row) => row[3]));

  // Refunds of the same days: the file is whole even when it holds none.
  const refunds = await exportFile(page, '退款', 'CSV');
  expect(refunds.name).toBe('退款-2026-09-01至2026-10-31.csv');
  const refundLines = refunds.body.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(refundLines[0]).toBe(REFUND_EXPORT_COLUMNS.join(','));
  expect(refundLines.at(-1)).toBe(exportSummaryLine(refundLines.length - 2));
});

test('the export dialog says what is wrong with a range before asking the server', async ({ page }) => {
  await signInAs(page, 'finance', 7, '/admin/orders');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导出订单或退款' });
  await dialog.getByLabel('下单日期从').fill('2026-10-31');
  await dialog.getByLabel('到').fill('2026-09-01');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(dialog.getByText('结束日期应不早于开始日期')).toBeVisible();
  await dialog.getByLabel('下单日期从').fill('2025-01-01');
  await dialog.getByLabel('到').fill('2026-10-31');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(dialog.getByText('一次最多导出 366 天')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('customer service reads the orders but has no export', async ({ page }) => {
  await signInAs(page, 'service', 7, AUTUMN);
  await expect(page.getByText(/共 \d+ 个订单/)).toBeVisible();
  await expect(page.getByRole('button', { name: '导出', exact: true })).toHaveCount(0);
});
