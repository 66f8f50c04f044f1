import { createSign, createVerify, randomBytes } from 'node:crypto';
import type { IcbcConfig } from '../../platform/config';
import { beijingDateTime } from './beijingTime';
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type IncomingNotification,
  type ParsedNotification,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderTrade,
  type ProviderTradeState,
} from './types';

/*
 * ICBC open platform (gw.open.icbc.com.cn): every request carries app_id, msg_id, timestamp and a JSON
 * biz_content, signed SHA256withRSA over "api path?sorted parameters" with the merchant key; ICBC signs
 * its answers over the response_biz_content text and its callbacks over "notify path?sorted parameters",
 * both checked with ICBC's public key. The callback is answered with a signed response_biz_content.
 */

export const ICBC_PAGE_PAY_PATH = '/ui/b2c/pay/consumption/V1';
export const ICBC_QUERY_PATH = '/api/cardbusiness/aggregatepay/b2c/online/orderqry/V1';
export const ICBC_CLOSE_PATH = '/api/cardbusiness/aggregatepay/b2c/online/orderclose/V1';

/** pay_status of ICBC's order answers and callbacks; any other value (or none) is not a payment. */
const STATES: Record<string, ProviderTradeState> = { '0': 'paid', '1': 'failed', '2': 'waiting', '3': 'closed' };

export function icbcSignContent(path: string, params: Record<string, string>): string {
  const query = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return `${path}?${query}`;
}

export function icbcSign(privateKey: string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function icbcVerify(publicKey: string, content: string, signature: string): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The text of response_biz_content exactly as sent, which is what ICBC signed. */
export function responseBizText(body: string): string | null {
  const start = body.indexOf('"response_biz_content":');
  // The signed object ends where the signature fields (sign, sign_type) begin.
  const end = body.lastIndexOf('},"sign') + 1;
  if (start < 0 || end <= 0 || end < start) return null;
  return body.slice(start + '"response_biz_content":'.length, end);
}

export function createIcbcProvider(config: IcbcConfig, clock: () => Date = () => new Date()): PaymentProvider {
  const signedParams = (path: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: config.appId,
      msg_id: randomBytes(16).toString('hex'),
      format: 'json',
      charset: 'UTF-8',
      sign_type: 'RSA2',
      timestamp: beijingDateTime(clock()),
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    return { ...params, sign: icbcSign(config.privateKey, icbcSignContent(path, params)) };
  };

  async function call(path: string, biz: Record<string, unknown>): Promise<Record<string, unknown>> {
    let text: string;
    try {
      const response = await fetch(`${config.gateway}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: new URLSearchParams(signedParams(path, biz)).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`工行 ${path} 请求失败`, { cause: error });
    }
    const signedText = responseBizText(text);
    const parsed = JSON.parse(text) as { sign?: string };
    if (signedText === null || !icbcVerify(config.icbcPublicKey, signedText, parsed.sign ?? '')) {
      throw new PaymentProviderError(`工行 ${path} 的应答签名无效`);
    }
    return JSON.parse(signedText) as Record<string, unknown>;
  }

  return {
    name: 'icbc',
    appId: config.appId,

    async create(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const params = signedParams(
        ICBC_PAGE_PAY_PATH,
        {
          mer_id: config.merId,
          out_trade_no: request.outTradeNo,
          order_amt: String(request.amountCents),
          cur_type: '001',
          goods_name: request.subject.slice(0, 60),
          expire_time: beijingDateTime(request.expiresAt),
          notify_url: request.notifyUrl,
          result_type: '0',
          client_type: request.device === 'desktop' ? '0' : '1',
        },
        { notify_url: request.notifyUrl, return_url: request.returnUrl },
      );
      return {
        kind: 'redirect',
        url: `${config.gateway}${ICBC_PAGE_PAY_PATH}?${new URLSearchParams(params).toString()}`,
        openUrl: null,
      };
    },

    async parseNotification(notification: IncomingNotification): Promise<ParsedNotification> {
      const { fields, path } = notification;
      const verified = icbcVerify(config.icbcPublicKey, icbcSignContent(path, fields), fields.sign ?? '');
      let biz: Record<string, unknown> = {};
      try {
        biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, unknown>;
      } catch {
        return {
          verified: false,
          appId: null,
          outTradeNo: null,
          tradeNo: null,
          amountCents: null,
          state: 'unknown',
          paidAt: null,
          record: { ...fields },
        };
      }
      const amount = Number(biz.total_amt);
      const succeeded = String(biz.return_code) === '0';
      // A callback must name our merchant: another mer_id (or none) is never our money, whatever it says.
      const appId = fields.app_id ?? null;
      return {
        verified,
        appId: appId !== null && biz.mer_id !== config.merId ? `${appId}@${String(biz.mer_id ?? '')}` : appId,
        outTradeNo: typeof biz.out_trade_no === 'string' ? biz.out_trade_no : null,
        tradeNo: typeof biz.order_id === 'string' ? biz.order_id : null,
        amountCents: Number.isInteger(amount) ? amount : null,
        // No pay_status says nothing about the money: not paid (fail closed).
        state: succeeded ? (STATES[String(biz.pay_status)] ?? 'unknown') : 'failed',
        paidAt: null,
        record: { ...fields, biz_content: biz },
      };
    },

    reply(accepted, notification) {
      const msgId = String((notification?.record.biz_content as { msg_id?: unknown } | undefined)?.msg_id ?? '');
      const biz = JSON.stringify({ return_code: accepted ? 0 : -1, return_msg: accepted ? 'success' : 'fail', msg_id: msgId });
      const body = `{"response_biz_content":${biz},"sign_type":"RSA2","sign":"${icbcSign(config.privateKey, biz)}"}`;
      return { statusCode: 200, contentType: 'application/json; charset=utf-8', body };
    },

    async query(outTradeNo): Promise<ProviderTrade> {
      const answer = await call(ICBC_QUERY_PATH, { mer_id: config.merId, out_trade_no: outTradeNo, deal_flag: '0' });
      if (String(answer.return_code) !== '0')
        return { state: 'waiting', tradeNo: null, amountCents: null, paidAt: null, appId: config.appId };
      const amount = Number(answer.total_amt);
      return {
        state: STATES[String(answer.pay_status)] ?? 'unknown',
        tradeNo: typeof answer.order_id === 'string' ? answer.order_id : null,
        amountCents: Number.isInteger(amount) ? amount : null,
        paidAt: null,
        // The answer to our signed query is about our merchant; one naming another mer_id is refused.
        appId:
          answer.mer_id !== undefined && answer.mer_id !== config.merId
            ? `${config.appId}@${String(answer.mer_id)}`
            : config.appId,
      };
    },

    async close(outTradeNo) {
      const answer = await call(ICBC_CLOSE_PATH, { mer_id: config.merId, out_trade_no: outTradeNo });
      if (String(answer.return_code) !== '0')
        throw new PaymentProviderError(`工行关闭订单失败：${String(answer.return_msg ?? '')}`);
    },
  };
}
