import {
  createHash,
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import type { WechatPayConfig } from '../../platform/config';
import { rfc3339Beijing } from './beijingTime';
import { type BillingProvider, parseWechatTradeBill } from './bills';
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  headerValue,
  type IncomingNotification,
  type JsapiParams,
  type ParsedNotification,
  type PaymentProvider,
  PaymentProviderError,
  paymentKindOf,
  type ParsedRefundNotification,
  type ProviderRefund,
  type ProviderRefundState,
  type ProviderTrade,
  type ProviderTradeState,
  type RefundingProvider,
} from './types';

/*
 * WeChat Pay API v3 without an SDK: requests signed with the merchant key (WECHATPAY2-SHA256-RSA2048),
 * answers and notifications checked against the platform certificate (or WeChat Pay public key) over
 * "timestamp\nnonce\nbody\n", and the notification's resource decrypted with AES-256-GCM and the APIv3 key.
 * Native QR codes on computers, H5 in phone browsers; JSAPI parameters for pages inside WeChat.
 */

/** Only SUCCESS pays; REFUND (the money went back to the payer) can no longer pay the order. */
const STATES: Record<string, ProviderTradeState> = {
  SUCCESS: 'paid',
  REFUND: 'closed',
  NOTPAY: 'waiting',
  USERPAYING: 'waiting',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

/** A refund's status in WeChat Pay's answers (status) and notifications (refund_status). */
const REFUND_STATES: Record<string, ProviderRefundState> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  ABNORMAL: 'failed',
  CLOSED: 'failed',
  FAILED: 'failed',
};

export interface WechatResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

export function platformKeyOf(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

const NOTIFY_MAX_AGE_SECONDS = 300;

/** The message both sides sign for answers and notifications. */
export function verifyWechatSignature(
  key: KeyObject,
  timestamp: string,
  nonce: string,
  body: string,
  signature: string,
): boolean {
  if (!timestamp || !nonce || !signature) return false;
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** AEAD_AES_256_GCM: the ciphertext carries the 16-byte tag at its end. */
export function decryptWechatResource(apiV3Key: string, resource: WechatResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('密文过短');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export interface WechatPayProvider extends PaymentProvider, Required<RefundingProvider>, BillingProvider {
  /** Parameters for WeixinJSBridge.invoke('getBrandWCPayRequest', …) inside WeChat. */
  jsapiParams(prepayId: string): JsapiParams & { signType: 'RSA' };
  /** Creates a JSAPI payment for a payer known by openid; answers the prepay id. */
  createJsapi(request: CreatePaymentRequest, openId: string): Promise<string>;
}

export function createWechatPayProvider(config: WechatPayConfig, clock: () => Date = () => new Date()): WechatPayProvider {
  const platformKey = platformKeyOf(config.platformCert);

  const sign = (message: string) => createSign('RSA-SHA256').update(message).sign(config.privateKey, 'base64');

  /** The merchant's signature over a request (method, path with query, body), as WeChat Pay v3 wants it. */
  function authorization(method: string, path: string, body: string): string {
    const timestamp = String(Math.floor(clock().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = sign(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`);
    return `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.certSerial}"`;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: authorization(method, path, body),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`微信支付 ${path} 请求失败`, { cause: error });
    }
    const text = await response.text();
    // Every answer but an empty one is signed by the platform: an unsigned one did not come from WeChat Pay.
    if (text !== '') {
      const ok = verifyWechatSignature(
        platformKey,
        response.headers.get('wechatpay-timestamp') ?? '',
        response.headers.get('wechatpay-nonce') ?? '',
        text,
        response.headers.get('wechatpay-signature') ?? '',
      );
      if (!ok) throw new PaymentProviderError(`微信支付 ${path} 的应答签名无效`);
    }
    return { status: response.status, data: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
  }

  const order = (request: CreatePaymentRequest) => ({
    appid: config.appId,
    mchid: config.mchId,
    description: request.subject.slice(0, 127),
    out_trade_no: request.outTradeNo,
    time_expire: rfc3339Beijing(request.expiresAt),
    notify_url: request.notifyUrl,
    amount: { total: request.amountCents, currency: 'CNY' },
  });

  const failed = (what: string, answer: { status: number; data: Record<string, unknown> }) =>
    new PaymentProviderError(
      `微信支付${what}失败：${answer.status} ${String(answer.data.code ?? '')} ${String(answer.data.message ?? '')}`,
    );

  async function createJsapi(request: CreatePaymentRequest, openId: string): Promise<string> {
    const answer = await call('POST', '/v3/pay/transactions/jsapi', { ...order(request), payer: { openid: openId } });
    if (answer.status !== 200 || typeof answer.data.prepay_id !== 'string') throw failed('下单', answer);
    return answer.data.prepay_id;
  }

  function jsapiParams(prepayId: string): JsapiParams & { signType: 'RSA' } {
    const timeStamp = String(Math.floor(clock().getTime() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    return {
      appId: config.appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: sign(`${config.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
    };
  }

  /** Checks a callback's signature, serial and age, then decrypts its resource with the APIv3 key. */
  function openNotification(
    notification: IncomingNotification,
  ):
    | { verified: true; envelope: { id?: string; event_type?: string }; resource: Record<string, unknown> }
    | { verified: false; record: Record<string, unknown> } {
    const { headers, rawBody } = notification;
    const serial = headerValue(headers, 'wechatpay-serial');
    const signed = verifyWechatSignature(
      platformKey,
      headerValue(headers, 'wechatpay-timestamp'),
      headerValue(headers, 'wechatpay-nonce'),
      rawBody,
      headerValue(headers, 'wechatpay-signature'),
    );
    if (serial !== config.platformSerial || !signed) return { verified: false, record: { body: rawBody.slice(0, 2000), serial } };
    const sentAt = Number(headerValue(headers, 'wechatpay-timestamp'));
    if (!Number.isFinite(sentAt) || Math.abs(clock().getTime() / 1000 - sentAt) > NOTIFY_MAX_AGE_SECONDS)
      return { verified: false, record: { body: rawBody.slice(0, 2000), serial, stale: sentAt } };
    try {
      const envelope = JSON.parse(rawBody) as { id?: string; event_type?: string; resource?: WechatResource };
      if (!envelope.resource || envelope.resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('未知的加密算法');
      const resource = JSON.parse(decryptWechatResource(config.apiV3Key, envelope.resource)) as Record<string, unknown>;
      return { verified: true, envelope: { id: envelope.id, event_type: envelope.event_type }, resource };
    } catch (error) {
      return { verified: false, record: { body: rawBody.slice(0, 2000), error: String(error) } };
    }
  }

  /** A refund as WeChat Pay describes it, in its answers and in its notifications alike. */
  function refundOf(data: Record<string, unknown>, status: unknown): ProviderRefund {
    const amount = data.amount as { refund?: unknown } | undefined;
    return {
      state: REFUND_STATES[String(status)] ?? 'unknown',
      refundId: typeof data.refund_id === 'string' ? data.refund_id : null,
      refundCents: typeof amount?.refund === 'number' ? amount.refund : null,
      message: typeof data.message === 'string' ? data.message : null,
    };
  }

  return {
    name: 'wechat',
    appId: config.appId,

    async create(request): Promise<CreatedPayment> {
      const kind = paymentKindOf(request.channel, request.device);
      if (kind === 'jsapi') {
        if (!request.openId) throw new PaymentProviderError('微信内支付需要付款人的 openid');
        const prepayId = await createJsapi(request, request.openId);
        const jsapi = jsapiParams(prepayId);
        return { kind, url: jsapi.package, openUrl: null, jsapi };
      }
      if (kind === 'qr') {
        const answer = await call('POST', '/v3/pay/transactions/native', order(request));
        if (answer.status !== 200 || typeof answer.data.code_url !== 'string') throw failed('下单', answer);
        return { kind: 'qr', url: answer.data.code_url, openUrl: null };
      }
      const answer = await call('POST', '/v3/pay/transactions/h5', {
        ...order(request),
        scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
      });
      if (answer.status !== 200 || typeof answer.data.h5_url !== 'string') throw failed('下单', answer);
      const back = `redirect_url=${encodeURIComponent(request.returnUrl)}`;
      return {
        kind: 'redirect',
        url: `${answer.data.h5_url}${answer.data.h5_url.includes('?') ? '&' : '?'}${back}`,
        openUrl: null,
      };
    },

    createJsapi,
    jsapiParams,

    async parseNotification(notification: IncomingNotification): Promise<ParsedNotification> {
      const opened = openNotification(notification);
      if (!opened.verified)
        return {
          verified: false,
          appId: null,
          outTradeNo: null,
          tradeNo: null,
          amountCents: null,
          state: 'unknown',
          paidAt: null,
          record: opened.record,
        };
      const { envelope, resource: transaction } = opened;
      const amount = transaction.amount as { total?: unknown } | undefined;
      const sameMerchant = transaction.mchid === config.mchId;
      const successTime = typeof transaction.success_time === 'string' ? new Date(transaction.success_time) : null;
      return {
        verified: true,
        appId:
          typeof transaction.appid === 'string'
            ? sameMerchant
              ? transaction.appid
              : `${transaction.appid}@${String(transaction.mchid)}`
            : null,
        outTradeNo: typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : null,
        tradeNo: typeof transaction.transaction_id === 'string' ? transaction.transaction_id : null,
        amountCents: typeof amount?.total === 'number' ? amount.total : null,
        state: STATES[String(transaction.trade_state)] ?? 'unknown',
        paidAt: successTime && !Number.isNaN(successTime.getTime()) ? successTime : null,
        record: { id: envelope.id, event_type: envelope.event_type, transaction },
      };
    },

    reply: (accepted) =>
      accepted
        ? { statusCode: 204, contentType: 'application/json; charset=utf-8', body: '' }
        : {
            statusCode: 500,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          },

    async downloadBill(day) {
      const answer = await call('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      // No trade that day: WeChat Pay keeps no bill for it.
      if (answer.status === 400 && answer.data.code === 'NO_STATEMENT_EXIST') return { payments: [], refunds: [] };
      if (answer.status !== 200 || typeof answer.data.download_url !== 'string') throw failed('申请交易账单', answer);
      const url = new URL(answer.data.download_url);
      let response: Response;
      try {
        // The file itself is not signed by WeChat Pay; its SHA1 came in the signed answer above.
        response = await fetch(url, {
          headers: { authorization: authorization('GET', `${url.pathname}${url.search}`, '') },
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        throw new PaymentProviderError('微信支付交易账单下载失败', { cause: error });
      }
      if (!response.ok) throw new PaymentProviderError(`微信支付交易账单下载失败：HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (answer.data.hash_type === 'SHA1' && createHash('sha1').update(bytes).digest('hex') !== answer.data.hash_value) {
        throw new PaymentProviderError('微信支付交易账单的摘要不符');
      }
      return parseWechatTradeBill(bytes);
    },

    parseBill: parseWechatTradeBill,

    async query(outTradeNo) {
      const answer = await call(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${config.mchId}`,
      );
      if (answer.status === 404)
        return { state: 'waiting', tradeNo: null, amountCents: null, paidAt: null, appId: config.appId } satisfies ProviderTrade;
      if (answer.status !== 200) throw failed('查询', answer);
      const amount = answer.data.amount as { total?: unknown } | undefined;
      const time = typeof answer.data.success_time === 'string' ? new Date(answer.data.success_time) : null;
      return {
        state: STATES[String(answer.data.trade_state)] ?? 'unknown',
        tradeNo: typeof answer.data.transaction_id === 'string' ? answer.data.transaction_id : null,
        amountCents: typeof amount?.total === 'number' ? amount.total : null,
        paidAt: time && !Number.isNaN(time.getTime()) ? time : null,
        // The answer to our signed query is about our merchant; one naming another mchid is refused, as a
        // notification would be.
        appId:
          answer.data.mchid !== undefined && answer.data.mchid !== config.mchId
            ? `${String(answer.data.appid)}@${String(answer.data.mchid)}`
            : typeof answer.data.appid === 'string'
              ? answer.data.appid
              : config.appId,
      };
    },

    async close(outTradeNo) {
      const answer = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
        mchid: config.mchId,
      });
      if (answer.status !== 204 && answer.status !== 200) throw failed('关单', answer);
    },

    async refund(request) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        reason: request.reason.slice(0, 80),
        notify_url: request.notifyUrl,
        amount: { refund: request.refundCents, total: request.totalCents, currency: 'CNY' },
      });
      // A refused request (not enough balance, a wrong amount) is a failure the refund records, not an outage.
      if (answer.status >= 400 && answer.status < 500) return { ...refundOf(answer.data, 'FAILED'), state: 'failed' };
      if (answer.status !== 200) throw failed('退款', answer);
      return refundOf(answer.data, answer.data.status);
    },

    async queryRefund(_outTradeNo, outRefundNo) {
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      if (answer.status === 404) return { state: 'unknown', refundId: null, refundCents: null, message: null };
      if (answer.status !== 200) throw failed('退款查询', answer);
      return refundOf(answer.data, answer.data.status);
    },

    async parseRefundNotification(notification): Promise<ParsedRefundNotification> {
      const opened = openNotification(notification);
      if (!opened.verified)
        return { verified: false, outRefundNo: null, refundId: null, refundCents: null, state: 'unknown', record: opened.record };
      const { envelope, resource } = opened;
      return {
        // A refund of another merchant's money is none of ours.
        verified: resource.mchid === config.mchId,
        outRefundNo: typeof resource.out_refund_no === 'string' ? resource.out_refund_no : null,
        ...refundOf(resource, resource.refund_status),
        record: { id: envelope.id, event_type: envelope.event_type, refund: resource },
      };
    },
  };
}
