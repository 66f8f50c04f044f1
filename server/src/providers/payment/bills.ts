/**
 * Providers' daily bills (对账单) and how to read them: what each provider says it charged and refunded on a
 * day (Beijing time), keyed by our trade and refund numbers, in fen.
 */
import { unzipSync } from 'fflate';
import { BILL_MAX_BYTES } from '../../../../contract/vocabulary/reconciliation';
import { PaymentProviderError, yuanTextToCents } from './types';

export interface BillPayment {
  outTradeNo: string;
  tradeNo: string;
  amountCents: number;
}

export interface BillRefund {
  outTradeNo: string;
  outRefundNo: string;
  amountCents: number;
}

export interface Bill {
  payments: BillPayment[];
  refunds: BillRefund[];
}

/** A provider that gives its bill of a day (YYYY-MM-DD, Beijing time). */
export interface BillingProvider {
  downloadBill(day: string): Promise<Bill>;
  /** Reads a bill file of this provider's format, e.g. one saved from its merchant site. */
  parseBill(bytes: Uint8Array): Bill;
}

export function isBillingProvider(provider: object): provider is BillingProvider {
  return typeof (provider as Partial<BillingProvider>).downloadBill === 'function';
}

export const BILL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Fetches a bill file's bytes with a time limit and a size limit; anything else is the provider's fault. */
export async function fetchBillFile(url: string, what: string, timeoutMs = 20_000): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PaymentProviderError(`${what}下载失败：${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new PaymentProviderError(`${what}下载失败：HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > BILL_MAX_BYTES) throw new PaymentProviderError(`${what}过大`);
  return bytes;
}

/** Splits one line of a simple CSV (the providers quote nothing in their bills). */
const cells = (line: string) => line.split(',').map((cell) => cell.trim());

/** A yuan amount of a bill (may carry a sign or a ¥), in fen; null when it is no amount. */
function billCents(text: string | undefined): number | null {
  if (text === undefined) return null;
  const plain = text.replace(/[¥,\s]/g, '').replace(/^-/, '');
  return yuanTextToCents(plain);
}

function garbage(what: string, detail: string): PaymentProviderError {
  return new PaymentProviderError(`${what}格式无法识别：${detail}`);
}

/**
 * WeChat Pay v3 trade bill (GET /v3/bill/tradebill, ALL): a header line, then one line per payment (交易状态
 * SUCCESS) or refund (REFUND), every value written with a leading backquote, then the totals after
 * 总交易单数.
 */
export function parseWechatTradeBill(bytes: Uint8Array): Bill {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [head, ...rest] = lines;
  const names = head ? cells(head) : [];
  const at = (name: string) => names.indexOf(name);
  const column = {
    state: at('交易状态'),
    tradeNo: at('微信订单号'),
    outTradeNo: at('商户订单号'),
    outRefundNo: at('商户退款单号'),
    refund: at('退款金额'),
    total: at('订单金额'),
  };
  if (Object.values(column).some((index) => index < 0)) throw garbage('微信支付对账单', '缺少交易状态、订单号或金额列');
  const bill: Bill = { payments: [], refunds: [] };
  for (const line of rest) {
    if (line.startsWith('总交易单数') || !line.startsWith('`')) break;
    const row = cells(line).map((cell) => cell.replace(/^`/, ''));
    const state = row[column.state];
    const outTradeNo = row[column.outTradeNo] ?? '';
    if (state === 'SUCCESS') {
      const amountCents = billCents(row[column.total]);
      if (amountCents === null || !outTradeNo) throw garbage('微信支付对账单', `无法读取的行：${line.slice(0, 80)}`);
      bill.payments.push({ outTradeNo, tradeNo: row[column.tradeNo] ?? '', amountCents });
    } else if (state === 'REFUND') {
      const amountCents = billCents(row[column.refund]);
      const outRefundNo = row[column.outRefundNo] ?? '';
      if (amountCents === null || !outRefundNo) throw garbage('微信支付对账单', `无法读取的行：${line.slice(0, 80)}`);
      bill.refunds.push({ outTradeNo, outRefundNo, amountCents });
    }
  }
  return bill;
}

/**
 * Alipay's trade bill (alipay.data.dataservice.bill.downloadurl.query, bill_type trade): a zip holding GBK
 * CSV files; the detail file (业务明细, not its 汇总) has comment lines starting with #, a header starting
 * with 支付宝交易号, and one line per 交易 or 退款 (a refund's amount negative, its request number in
 * 退款批次号/请求号). A bare CSV is read the same way.
 */
export function parseAlipayTradeBill(bytes: Uint8Array): Bill {
  let csv: Uint8Array = bytes;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes);
    } catch (error) {
      throw garbage('支付宝对账单', `压缩包无法解开（${error instanceof Error ? error.message : String(error)}）`);
    }
    const detail = Object.entries(files).find(([name, content]) => {
      const text = new TextDecoder('gbk').decode(content.subarray(0, 400));
      return !name.includes('汇总') && text.includes('业务明细') && !text.includes('汇总');
    });
    if (!detail) throw garbage('支付宝对账单', '压缩包里没有业务明细文件');
    csv = detail[1];
  }
  const text = new TextDecoder('gbk').decode(csv);
  const lines = text.split(/\r?\n/);
  const headAt = lines.findIndex((line) => line.startsWith('支付宝交易号'));
  if (headAt < 0) throw garbage('支付宝对账单', '找不到表头（支付宝交易号）');
  const names = cells(lines[headAt]!);
  const at = (prefix: string) => names.findIndex((name) => name.startsWith(prefix));
  const column = {
    tradeNo: at('支付宝交易号'),
    outTradeNo: at('商户订单号'),
    kind: at('业务类型'),
    amount: at('订单金额'),
    refundNo: at('退款批次号'),
  };
  if (Object.values(column).some((index) => index < 0)) throw garbage('支付宝对账单', '缺少订单号、业务类型或金额列');
  const bill: Bill = { payments: [], refunds: [] };
  for (const line of lines.slice(headAt + 1)) {
    if (line.startsWith('#') || line.trim() === '') break;
    const row = cells(line);
    const amountCents = billCents(row[column.amount]);
    const outTradeNo = row[column.outTradeNo] ?? '';
    if (amountCents === null || !outTradeNo) throw garbage('支付宝对账单', `无法读取的行：${line.slice(0, 80)}`);
    if (row[column.kind] === '交易') bill.payments.push({ outTradeNo, tradeNo: row[column.tradeNo] ?? '', amountCents });
    else if (row[column.kind] === '退款')
      bill.refunds.push({ outTradeNo, outRefundNo: row[column.refundNo] || outTradeNo, amountCents });
  }
  return bill;
}
