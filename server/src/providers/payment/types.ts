import type { PayChannel, PayDevice } from '../../../../contract/vocabulary/orders';
import type { PaymentKind, PaymentProviderName } from '../../platform/db/schema';

/** Where the buyer pays; decides between page pay, QR codes, H5 and JSAPI. */

export interface CreatePaymentRequest {
  channel: PayChannel;
  outTradeNo: string;
  /** Always the order's own amount. */
  amountCents: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  /** The provider stops accepting money for this payment at this time. */
  expiresAt: Date;
  device: PayDevice;
  clientIp: string;
  /** The site's origin as this browser reaches it. */
  origin: string;
  /** An origin a phone on the same network can reach (for QR codes that open a page of ours). */
  scanOrigin: string;
  /** The payer's openid for this merchant's official account; JSAPI payments inside WeChat need it. */
  openId?: string | null;
}

/** Page pay or a QR code, H5 or page pay on phones: how each channel is paid on each device. */
export function paymentKindOf(channel: PayChannel, device: PayDevice): PaymentKind {
  if (channel === 'alipay-qrcode') return 'qr';
  const weixin = channel === 'weixin' || channel === 'share-weixin';
  if (weixin && device === 'desktop') return 'qr';
  // Inside WeChat neither a QR code nor H5 works: the page asks WeixinJSBridge to pay.
  if (weixin && device === 'wechat') return 'jsapi';
  return 'redirect';
}

/** The signed parameters of WeixinJSBridge.invoke('getBrandWCPayRequest', …); the amount is in the prepay order. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'HMAC-SHA256';
  paySign: string;
}

export interface CreatedPayment {
  kind: PaymentKind;
  /** Cashier address to open, the text of the QR code, or for JSAPI the prepay package. */
  url: string;
  /**
   * For QR payments a page this browser can open instead (the sandbox cashier); for sandbox JSAPI
   * payments the cashier a browser without WeixinJSBridge falls back to; null otherwise.
   */
  openUrl: string | null;
  /** JSAPI payments: what the page hands to WeixinJSBridge. */
  jsapi?: JsapiParams | null;
}

/** A provider callback as it arrived. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures of WeChat Pay are over these bytes). */
  rawBody: string;
  /** Form fields of a form-encoded body; empty for JSON bodies. */
  fields: Record<string, string>;
  /** Path of the notify endpoint (ICBC signs it). */
  path: string;
}

export type ProviderTradeState = 'paid' | 'waiting' | 'failed' | 'closed' | 'unknown';

/** What a provider said about one payment, after checking who said it. */
export interface ParsedNotification {
  /** The signature (or certificate) proves the provider sent it. */
  verified: boolean;
  appId: string | null;
  outTradeNo: string | null;
  tradeNo: string | null;
  amountCents: number | null;
  state: ProviderTradeState;
  paidAt: Date | null;
  /** What is kept in payment_notifications: the fields or the decrypted resource, never keys. */
  record: Record<string, unknown>;
}

/** The answer a provider expects to stop (or keep) retrying. */
export interface NotifyReply {
  statusCode: number;
  contentType: string;
  body: string;
}

export interface ProviderTrade {
  state: ProviderTradeState;
  tradeNo: string | null;
  amountCents: number | null;
  paidAt: Date | null;
  appId: string | null;
}

/** One payment provider: the sandbox cashier, Alipay, WeChat Pay or ICBC. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The app (merchant) id notifications must carry. */
  readonly appId: string;
  create(request: CreatePaymentRequest): Promise<CreatedPayment>;
  parseNotification(notification: IncomingNotification): Promise<ParsedNotification>;
  /** The answer to a notification: accepted (the provider stops retrying) or not. */
  reply(accepted: boolean, notification?: ParsedNotification): NotifyReply;
  /** Asks the provider about a payment whose notification has not come. */
  query(outTradeNo: string): Promise<ProviderTrade>;
  /** Stops the provider from accepting money for a payment (the order closed). */
  close(outTradeNo: string): Promise<void>;
}

/** What we ask a provider to give back of one payment. */
export interface RefundRequest {
  outTradeNo: string;
  /** Ours, sent as out_refund_no / out_request_no: the provider makes one refund per number, however often asked. */
  outRefundNo: string;
  refundCents: number;
  /** The payment's whole amount (WeChat Pay wants it beside the refund). */
  totalCents: number;
  reason: string;
  notifyUrl: string;
}

export type ProviderRefundState = 'succeeded' | 'processing' | 'failed' | 'unknown';

/** What a provider said about one refund. */
export interface ProviderRefund {
  state: ProviderRefundState;
  /** The provider's own refund number, when it gives one. */
  refundId: string | null;
  refundCents: number | null;
  /** The provider's words when it refused or failed. */
  message: string | null;
}

/** A refund callback, after checking who sent it. */
export interface ParsedRefundNotification {
  verified: boolean;
  outRefundNo: string | null;
  refundId: string | null;
  refundCents: number | null;
  state: ProviderRefundState;
  /** What is kept in refund_notifications: the fields or the decrypted resource, never keys. */
  record: Record<string, unknown>;
}

/** The providers that give money back online; ICBC's refunds are made in its merchant portal. */
export interface RefundingProvider {
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Asks about a refund whose answer or notification has not come. */
  queryRefund(outTradeNo: string, outRefundNo: string): Promise<ProviderRefund>;
  /** Providers that announce refunds (WeChat Pay, the sandbox) read their callbacks here. */
  parseRefundNotification?(notification: IncomingNotification): Promise<ParsedRefundNotification>;
}

export function refundsOnline(provider: PaymentProvider): provider is PaymentProvider & RefundingProvider {
  return typeof (provider as Partial<RefundingProvider>).refund === 'function';
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** Yuan strings of the providers (e.g. "199.00") to fen, or null when not a valid amount. */
export function yuanTextToCents(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToYuanText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function headerValue(headers: IncomingNotification['headers'], name: string): string {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
