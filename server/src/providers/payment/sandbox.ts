import { randomBytes } from 'node:crypto';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { bound, prepared } from '../../platform/db/prepared';
import { type SandboxRefund, sandboxRefunds, type SandboxTrade, sandboxTrades } from '../../platform/db/schema';
import type { Bill, BillingProvider } from './bills';
import { hmacSign, hmacVerify } from './signing';
import {
  centsToYuanText,
  type CreatedPayment,
  type CreatePaymentRequest,
  type IncomingNotification,
  type JsapiParams,
  type ParsedNotification,
  type ParsedRefundNotification,
  type PaymentProvider,
  paymentKindOf,
  type ProviderRefund,
  type ProviderTrade,
  type RefundingProvider,
  type RefundRequest,
  type ProviderTradeState,
  yuanTextToCents,
  PaymentProviderError,
} from './types';

/*
 * The sandbox provider: a cashier page served by this server that behaves like a real provider. It keeps
 * its own books (payment_sandbox_trades), signs its asynchronous notifications (HMAC-SHA256 with
 * PAYMENT_SANDBOX_SECRET), posts them over HTTP to the notify address it was given, retries until it
 * reads "success", and sends the buyer back to the return address.
 */

export const SANDBOX_CASHIER_PATH = '/api/pay/sandbox/cashier';
/** Waits before each delivery attempt, like a provider's back-off (the first is immediate). */
export const SANDBOX_RETRY_DELAYS_MS = [0, 1_000, 3_000, 10_000, 30_000] as const;

export type SandboxDecision = 'pay' | 'fail' | 'cancel';

/** Posts a notification and returns what the merchant answered. */
export type NotificationDelivery = (
  url: string,
  body: string,
  contentType: string,
) => Promise<{ statusCode: number; body: string }>;

export const httpDelivery: NotificationDelivery = async (url, body, contentType) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { statusCode: response.status, body: await response.text() };
};

export interface SandboxOptions {
  db: Db;
  appId: string;
  secret: string;
  now: () => Date;
  deliver?: NotificationDelivery;
  /** Waits between attempts; tests shorten them. */
  retryDelaysMs?: readonly number[];
  onDeliveryFailed?: (outTradeNo: string, error: unknown) => void;
  /**
   * How many copies of each refund notification to send. Two by default: real providers repeat a
   * notification whose answer they missed, and the sandbox makes the merchant meet that every time.
   */
  refundCopies?: number;
}

export interface DecideOptions {
  /** How many copies of the notification to send at once (duplicates a real provider may send). */
  copies?: number;
  /** `none` keeps the notification back, as if it were lost; the reconciliation job finds the payment. */
  notify?: 'normal' | 'none';
}

export interface SandboxProvider extends PaymentProvider, Required<RefundingProvider>, BillingProvider {
  readonly name: 'sandbox';
  trade(tradeNo: string): Promise<SandboxTrade | null>;
  /** What the person at the cashier chose; null when the trade was no longer open. */
  decide(tradeNo: string, decision: SandboxDecision, options?: DecideOptions): Promise<SandboxTrade | null>;
  /** Signed notification fields for a trade, as the cashier sends them. */
  notificationFor(trade: SandboxTrade): Record<string, string>;
  /** Resolves when every notification sent so far has been answered or given up. */
  settled(): Promise<void>;
}

const TRADE_STATUS: Record<Exclude<SandboxTrade['status'], 'waiting'>, string> = {
  paid: 'TRADE_SUCCESS',
  failed: 'TRADE_FAILED',
  closed: 'TRADE_CLOSED',
};

const STATE_OF_STATUS: Record<string, ProviderTradeState> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_FAILED: 'failed',
  TRADE_CLOSED: 'closed',
};

function sandboxTradeNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `SBX${day}${randomBytes(8).toString('hex').toUpperCase()}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trade for an out_trade_no; a repeated request answers the trade made the first time. */
const newTrade = (db: DbExecutor) =>
  db
    .insert(sandboxTrades)
    .values({
      outTradeNo: sql.placeholder('outTradeNo'),
      tradeNo: sql.placeholder('tradeNo'),
      appId: sql.placeholder('appId'),
      amountCents: sql.placeholder('amountCents'),
      subject: sql.placeholder('subject'),
      channel: sql.placeholder('channel'),
      notifyUrl: sql.placeholder('notifyUrl'),
      returnUrl: sql.placeholder('returnUrl'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({ target: sandboxTrades.outTradeNo, set: { outTradeNo: sql`excluded.out_trade_no` } })
    .returning()
    .prepare('sandbox_new_trade');

/** The buyer's decision on an open trade that has not expired; times come from the app's clock. */
const decidedTrade = (db: DbExecutor) =>
  db
    .update(sandboxTrades)
    .set({
      status: bound('status'),
      decidedAt: bound('decidedAt', 'timestamptz'),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sandboxTrades.tradeNo, sql.placeholder('tradeNo')),
        eq(sandboxTrades.status, 'waiting'),
        gt(sandboxTrades.expiresAt, bound('now', 'timestamptz')),
      ),
    )
    .returning()
    .prepare('sandbox_decided_trade');

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, appId, secret, now } = options;
  const deliver = options.deliver ?? httpDelivery;
  const delays = options.retryDelaysMs ?? SANDBOX_RETRY_DELAYS_MS;
  const inFlight = new Set<Promise<void>>();

  const findTrade = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(sandboxTrades).where(where).limit(1);
    return row ?? null;
  };

  function notificationFor(trade: SandboxTrade): Record<string, string> {
    const status = trade.status === 'waiting' ? 'WAIT_BUYER_PAY' : TRADE_STATUS[trade.status];
    const fields: Record<string, string> = {
      notify_time: now().toISOString(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      app_id: trade.appId,
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      total_amount: centsToYuanText(trade.amountCents),
      subject: trade.subject,
      trade_status: status,
      ...(trade.status === 'paid' && trade.decidedAt ? { gmt_payment: trade.decidedAt.toISOString() } : {}),
      sign_type: 'HMAC-SHA256',
    };
    return { ...fields, sign: hmacSign(fields, secret) };
  }

  /** Posts until the merchant answers "success", like a provider's retry schedule. */
  async function deliverUntilAccepted(url: string, fields: Record<string, string>, reference: string): Promise<void> {
    const body = new URLSearchParams(fields).toString();
    let lastError: unknown = null;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      try {
        const answer = await deliver(url, body, 'application/x-www-form-urlencoded');
        if (answer.statusCode === 200 && answer.body.trim() === 'success') return;
        lastError = new Error(`商户应答 ${answer.statusCode} ${answer.body.slice(0, 60)}`);
      } catch (error) {
        lastError = error;
      }
    }
    options.onDeliveryFailed?.(reference, lastError);
  }

  function send(url: string, fields: () => Record<string, string>, reference: string, copies: number): void {
    for (let copy = 0; copy < copies; copy += 1) {
      const delivery = deliverUntilAccepted(url, fields(), reference).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  }

  function refundNotificationFor(refund: SandboxRefund): Record<string, string> {
    const fields: Record<string, string> = {
      notify_time: now().toISOString(),
      notify_type: 'refund_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      app_id: appId,
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_amount: centsToYuanText(refund.amountCents),
      refund_status: 'REFUND_SUCCESS',
      gmt_refund: refund.decidedAt.toISOString(),
      sign_type: 'HMAC-SHA256',
    };
    return { ...fields, sign: hmacSign(fields, secret) };
  }

  const refundAnswer = (refund: SandboxRefund, state: ProviderRefund['state']): ProviderRefund => ({
    state,
    refundId: refund.refundId,
    refundCents: refund.amountCents,
    message: null,
  });
  const refused = (message: string): ProviderRefund => ({ state: 'failed', refundId: null, refundCents: null, message });

  /** Books a refund of a paid trade once per out_refund_no; null when it would give back more than was paid. */
  async function bookRefund(request: RefundRequest): Promise<{ refund: SandboxRefund; isNew: boolean } | null> {
    return db.transaction(async (tx) => {
      const [trade] = await tx
        .select()
        .from(sandboxTrades)
        .where(eq(sandboxTrades.outTradeNo, request.outTradeNo))
        .for('update')
        .limit(1);
      if (!trade || trade.status !== 'paid') return null;
      const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.outRefundNo, request.outRefundNo)).limit(1);
      if (known) return { refund: known, isNew: false };
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.outTradeNo, request.outTradeNo));
      if ((given?.cents ?? 0) + request.refundCents > trade.amountCents) return null;
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({
          outRefundNo: request.outRefundNo,
          refundId: `SBR${sandboxTradeNo(now()).slice(3)}`,
          outTradeNo: request.outTradeNo,
          amountCents: request.refundCents,
          notifyUrl: request.notifyUrl,
          decidedAt: now(),
        })
        .returning();
      return refund ? { refund, isNew: true } : null;
    });
  }

  return {
    name: 'sandbox',
    appId,

    async create(request: CreatePaymentRequest): Promise<CreatedPayment> {
      // A repeated request for the same out_trade_no answers the trade made the first time; the no-op
      // update makes RETURNING answer that row, where DO NOTHING would answer none and need a second query.
      const [trade] = await prepared(db, newTrade).execute({
        outTradeNo: request.outTradeNo,
        tradeNo: sandboxTradeNo(now()),
        appId,
        amountCents: request.amountCents,
        subject: request.subject,
        channel: request.channel,
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt,
      });
      if (!trade) throw new Error('沙箱交易写入失败');
      const path = `${SANDBOX_CASHIER_PATH}/${trade.tradeNo}`;
      const kind = paymentKindOf(request.channel, request.device);
      if (kind === 'jsapi') {
        // Signed like a real JSAPI answer; a browser without WeixinJSBridge (development) opens the cashier.
        const unsigned = {
          appId,
          timeStamp: String(Math.floor(now().getTime() / 1000)),
          nonceStr: randomBytes(16).toString('hex'),
          package: `prepay_id=${trade.tradeNo}`,
        };
        const jsapi: JsapiParams = {
          ...unsigned,
          signType: 'HMAC-SHA256',
          paySign: hmacSign(unsigned, secret),
        };
        return { kind, url: jsapi.package, openUrl: `${request.origin}${path}`, jsapi };
      }
      // A QR code is scanned by a phone, which needs an address it can reach; this browser can open the page directly.
      return kind === 'qr'
        ? { kind, url: `${request.scanOrigin}${path}`, openUrl: `${request.origin}${path}` }
        : { kind, url: `${request.origin}${path}`, openUrl: null };
    },

    async parseNotification(notification: IncomingNotification): Promise<ParsedNotification> {
      const { fields } = notification;
      const verified = typeof fields.sign === 'string' && hmacVerify(fields, secret);
      const paidAt = fields.gmt_payment ? new Date(fields.gmt_payment) : null;
      return {
        verified,
        appId: fields.app_id ?? null,
        outTradeNo: fields.out_trade_no ?? null,
        tradeNo: fields.trade_no ?? null,
        amountCents: yuanTextToCents(fields.total_amount),
        state: STATE_OF_STATUS[fields.trade_status ?? ''] ?? 'unknown',
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
        record: { ...fields },
      };
    },

    reply: (accepted) => ({ statusCode: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' }),

    async query(outTradeNo: string): Promise<ProviderTrade> {
      const trade = await findTrade(eq(sandboxTrades.outTradeNo, outTradeNo));
      if (!trade) return { state: 'unknown', tradeNo: null, amountCents: null, paidAt: null, appId: null };
      return {
        state: trade.status === 'waiting' ? 'waiting' : trade.status,
        tradeNo: trade.tradeNo,
        amountCents: trade.amountCents,
        paidAt: trade.status === 'paid' ? trade.decidedAt : null,
        appId: trade.appId,
      };
    },

    async close(outTradeNo: string): Promise<void> {
      await db
        .update(sandboxTrades)
        .set({ status: 'closed', decidedAt: now() })
        .where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.status, 'waiting')));
    },

    trade: (tradeNo) => findTrade(eq(sandboxTrades.tradeNo, tradeNo)),

    // What the sandbox actually charged and gave back on a Beijing day, from its own tables.
    async downloadBill(day) {
      const from = new Date(`${day}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
      const [trades, refunds] = await Promise.all([
        db
          .select()
          .from(sandboxTrades)
          .where(and(eq(sandboxTrades.status, 'paid'), gte(sandboxTrades.decidedAt, from), lt(sandboxTrades.decidedAt, to))),
        db
          .select()
          .from(sandboxRefunds)
          .where(and(gte(sandboxRefunds.decidedAt, from), lt(sandboxRefunds.decidedAt, to))),
      ]);
      return {
        payments: trades.map((trade) => ({
          outTradeNo: trade.outTradeNo,
          tradeNo: trade.tradeNo,
          amountCents: trade.amountCents,
        })),
        refunds: refunds.map((refund) => ({
          outTradeNo: refund.outTradeNo,
          outRefundNo: refund.outRefundNo,
          amountCents: refund.amountCents,
        })),
      };
    },

    parseBill: parseSandboxBill,

    async decide(tradeNo, decision, decideOptions = {}) {
      const status = decision === 'pay' ? 'paid' : decision === 'fail' ? 'failed' : 'closed';
      // Only an open trade can be decided, once: a second press (or a second device) changes nothing.
      const at = now().toISOString();
      const [trade] = await prepared(db, decidedTrade).execute({ status, decidedAt: at, tradeNo, now: at });
      if (!trade) return null;
      if ((decideOptions.notify ?? 'normal') === 'normal') {
        const copies = Math.max(1, Math.min(decideOptions.copies ?? 1, 20));
        send(trade.notifyUrl, () => notificationFor(trade), trade.outTradeNo, copies);
      }
      return trade;
    },

    async refund(request) {
      const booked = await bookRefund(request);
      if (!booked) return refused('交易未支付或退款金额超过可退金额');
      // A repeated request answers the refund made the first time, and is not announced again.
      if (!booked.isNew) return refundAnswer(booked.refund, 'succeeded');
      const { refund } = booked;
      send(refund.notifyUrl, () => refundNotificationFor(refund), refund.outRefundNo, options.refundCopies ?? 2);
      return refundAnswer(refund, 'processing');
    },

    async queryRefund(outTradeNo, outRefundNo) {
      const [refund] = await db
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.outRefundNo, outRefundNo), eq(sandboxRefunds.outTradeNo, outTradeNo)))
        .limit(1);
      return refund ? refundAnswer(refund, 'succeeded') : { state: 'unknown', refundId: null, refundCents: null, message: null };
    },

    async parseRefundNotification(notification): Promise<ParsedRefundNotification> {
      const { fields } = notification;
      const verified = typeof fields.sign === 'string' && hmacVerify(fields, secret) && fields.app_id === appId;
      return {
        verified,
        outRefundNo: fields.out_refund_no ?? null,
        refundId: fields.refund_id ?? null,
        refundCents: yuanTextToCents(fields.refund_amount),
        state:
          fields.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : fields.refund_status === 'REFUND_FAIL' ? 'failed' : 'unknown',
        record: { ...fields },
      };
    },

    notificationFor,

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** The sandbox's bill file: JSON of its payments and refunds, as `downloadBill` answers them. */
export function parseSandboxBill(bytes: Uint8Array): Bill {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new PaymentProviderError('沙箱对账单格式无法识别：不是 JSON');
  }
  const bill = data as Partial<Bill>;
  const entries = (value: unknown) => Array.isArray(value) && value.every((entry) => typeof entry?.amountCents === 'number');
  if (!entries(bill.payments) || !entries(bill.refunds))
    throw new PaymentProviderError('沙箱对账单格式无法识别：缺少 payments 或 refunds');
  return bill as Bill;
}
