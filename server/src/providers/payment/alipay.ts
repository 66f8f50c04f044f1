import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../platform/config';
import { beijingDateTime, parseBeijingDateTime } from './beijingTime';
import { type BillingProvider, fetchBillFile, parseAlipayTradeBill } from './bills';
import {
  centsToYuanText,
  type CreatedPayment,
  type CreatePaymentRequest,
  type IncomingNotification,
  type ParsedNotification,
  type PaymentProvider,
  PaymentProviderError,
  paymentKindOf,
  type ProviderRefund,
  type ProviderTrade,
  type RefundingProvider,
  type ProviderTradeState,
  yuanTextToCents,
} from './types';

/*
 * Alipay through the official alipay-sdk: page pay on computers (alipay.trade.page.pay), mobile web pay on
 * phones (alipay.trade.wap.pay), a precreate QR code (alipay.trade.precreate), queries and closes, and
 * the RSA2 signature check of asynchronous notifications with Alipay's public key.
 */

const STATES: Record<string, ProviderTradeState> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
  WAIT_BUYER_PAY: 'waiting',
};

/** Alipay's "trade does not exist": nobody has opened the cashier for it yet. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

export function createAlipayProvider(
  config: AlipayConfig,
  sdk?: AlipaySdk,
): PaymentProvider & RefundingProvider & BillingProvider {
  const client =
    sdk ??
    new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      signType: 'RSA2',
      timeout: 10_000,
    });

  async function exec(method: string, bizContent: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    let result;
    try {
      // validateSign: an answer must carry Alipay's RSA2 signature over its response object.
      result = await client.exec(method, { bizContent, ...extra }, { validateSign: true });
    } catch (error) {
      throw new PaymentProviderError(`支付宝 ${method} 调用失败`, { cause: error });
    }
    return result as Record<string, unknown> & { code?: string; subCode?: string; msg?: string };
  }

  return {
    name: 'alipay',
    appId: config.appId,

    async create(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const biz = {
        out_trade_no: request.outTradeNo,
        total_amount: centsToYuanText(request.amountCents),
        subject: request.subject,
        time_expire: beijingDateTime(request.expiresAt),
      };
      if (paymentKindOf(request.channel, request.device) === 'qr') {
        const answer = await exec('alipay.trade.precreate', biz, { notify_url: request.notifyUrl });
        if (answer.code !== '10000' || typeof answer.qrCode !== 'string') {
          throw new PaymentProviderError(`支付宝预下单失败：${answer.subCode ?? answer.code ?? ''} ${answer.msg ?? ''}`);
        }
        return { kind: 'qr', url: answer.qrCode, openUrl: null };
      }
      const onPhone = request.device !== 'desktop';
      const url = client.pageExec(onPhone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          ...biz,
          product_code: onPhone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(onPhone ? { quit_url: request.returnUrl } : {}),
        },
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
      });
      return { kind: 'redirect', url, openUrl: null };
    },

    async parseNotification(notification: IncomingNotification): Promise<ParsedNotification> {
      const { fields } = notification;
      // The form values arrive decoded already: check the signature over them as they are.
      const verified = client.checkNotifySignV2({ ...fields });
      // Money goes to the seller it names: a notification for another seller (or none) is not ours.
      const appId = fields.app_id ?? null;
      return {
        verified,
        appId: appId !== null && fields.seller_id !== config.sellerId ? `${appId}@${fields.seller_id ?? ''}` : appId,
        outTradeNo: fields.out_trade_no ?? null,
        tradeNo: fields.trade_no ?? null,
        amountCents: yuanTextToCents(fields.total_amount),
        state: STATES[fields.trade_status ?? ''] ?? 'unknown',
        paidAt: parseBeijingDateTime(fields.gmt_payment),
        record: { ...fields },
      };
    },

    reply: (accepted) => ({ statusCode: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' }),

    async downloadBill(day: string) {
      const answer = await exec('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      // No trade that day: Alipay has no bill file for it.
      if (answer.code !== '10000' && answer.subCode === 'isp.bill_not_exist') return { payments: [], refunds: [] };
      if (answer.code !== '10000' || typeof answer.billDownloadUrl !== 'string') {
        throw new PaymentProviderError(`支付宝对账单地址查询失败：${answer.subCode ?? answer.code ?? ''} ${answer.msg ?? ''}`);
      }
      return parseAlipayTradeBill(await fetchBillFile(answer.billDownloadUrl, '支付宝对账单'));
    },

    parseBill: parseAlipayTradeBill,

    async query(outTradeNo: string): Promise<ProviderTrade> {
      const answer = await exec('alipay.trade.query', { out_trade_no: outTradeNo });
      if (answer.code !== '10000') {
        if (answer.subCode === TRADE_NOT_EXIST)
          return { state: 'waiting', tradeNo: null, amountCents: null, paidAt: null, appId: config.appId };
        throw new PaymentProviderError(`支付宝查询失败：${answer.subCode ?? answer.code ?? ''}`);
      }
      return {
        state: STATES[String(answer.tradeStatus)] ?? 'unknown',
        tradeNo: typeof answer.tradeNo === 'string' ? answer.tradeNo : null,
        amountCents: yuanTextToCents(answer.totalAmount),
        paidAt: parseBeijingDateTime(answer.sendPayDate),
        // The answer to our signed query is about our app's trade; one naming another seller is refused.
        appId:
          answer.sellerId !== undefined && answer.sellerId !== config.sellerId
            ? `${config.appId}@${String(answer.sellerId)}`
            : config.appId,
      };
    },

    async close(outTradeNo: string): Promise<void> {
      const answer = await exec('alipay.trade.close', { out_trade_no: outTradeNo });
      if (answer.code !== '10000' && answer.subCode !== TRADE_NOT_EXIST) {
        throw new PaymentProviderError(`支付宝关闭交易失败：${answer.subCode ?? answer.code ?? ''}`);
      }
    },

    // Alipay refunds at once and sends no notification: its answer (or a later query) is the result.
    async refund(request): Promise<ProviderRefund> {
      const answer = await exec('alipay.trade.refund', {
        out_trade_no: request.outTradeNo,
        out_request_no: request.outRefundNo,
        refund_amount: centsToYuanText(request.refundCents),
        refund_reason: request.reason.slice(0, 256),
      });
      if (answer.code !== '10000')
        return {
          state: 'failed',
          refundId: null,
          refundCents: null,
          message: `${answer.subCode ?? answer.code ?? ''} ${answer.msg ?? ''}`.trim(),
        };
      return {
        state: 'succeeded',
        refundId: typeof answer.tradeNo === 'string' ? answer.tradeNo : null,
        refundCents: request.refundCents,
        message: null,
      };
    },

    async queryRefund(outTradeNo, outRefundNo): Promise<ProviderRefund> {
      const answer = await exec('alipay.trade.fastpay.refund.query', { out_trade_no: outTradeNo, out_request_no: outRefundNo });
      if (answer.code !== '10000') throw new PaymentProviderError(`支付宝退款查询失败：${answer.subCode ?? answer.code ?? ''}`);
      // An answer without refund fields means Alipay never received the refund request.
      if (answer.refundStatus !== 'REFUND_SUCCESS' && answer.refundAmount === undefined)
        return { state: 'unknown', refundId: null, refundCents: null, message: null };
      return {
        state: 'succeeded',
        refundId: typeof answer.tradeNo === 'string' ? answer.tradeNo : null,
        refundCents: yuanTextToCents(answer.refundAmount),
        message: null,
      };
    },
  };
}
