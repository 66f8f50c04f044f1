import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { createRsNo } from '../../../../server/src/platform/db/ids';
import { courses, orders as orderTable, paymentNotifications, payments, users } from '../../../../server/src/platform/db/schema';
import { createAlipayProvider } from '../../../../server/src/providers/payment/alipay';
import { createIcbcProvider, icbcSign, icbcSignContent } from '../../../../server/src/providers/payment/icbc';
import type { PaymentProvider } from '../../../../server/src/providers/payment/types';
import { createWechatPayProvider } from '../../../../server/src/providers/payment/wechatPay';
import { reconcilePayment } from '../../../../server/src/modules/commerce/close';
import { createTestApp, type TestApp } from '../../support/testApp';
import { type StandIn, standIn } from './providerStandIn';

/*
 * What a provider says pays an order only when it says "paid" in so many words, for our merchant: WeChat Pay's
 * REFUND is not SUCCESS, an ICBC answer without pay_status says nothing, and a notification or answer naming
 * another merchant (ICBC mer_id, Alipay seller_id) is refused, never trusted.
 */

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const rsaSign = (privateKey: string, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
const sorted = (fields: Record<string, string>, omit: string[]) =>
  Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const OUT_TRADE_NO = 'XB2026112510000012345601AB';
const SELLER_ID = '2088102177649450';
const MER_ID = '020001000012345';

/** Whatever the settlement makes of it, this is not money for our merchant's order. */
function refusedAsOtherMerchant(provider: PaymentProvider, said: { appId: string | null }) {
  expect(said.appId).not.toBe(provider.appId);
}

describe('WeChat Pay: only SUCCESS is paid', () => {
  const merchant = keyPair();
  const platform = keyPair();
  const apiV3Key = randomBytes(16).toString('hex');
  let tradeState = 'REFUND';
  let answeringMchId = '1900000109';
  let api: StandIn;
  const config = () => ({
    appId: 'wx0000000000000001',
    mchId: '1900000109',
    apiV3Key,
    privateKey: merchant.privateKey,
    certSerial: 'MERCHANT-SERIAL',
    platformCert: platform.publicKey,
    platformSerial: 'PLATFORM-SERIAL',
    baseUrl: api.url,
  });

  beforeAll(async () => {
    api = await standIn((_request, response) => {
      const body = JSON.stringify({
        appid: 'wx0000000000000001',
        mchid: answeringMchId,
        out_trade_no: OUT_TRADE_NO,
        transaction_id: '4200000001',
        trade_state: tradeState,
        success_time: '2026-11-25T18:05:00+08:00',
        amount: { total: 29_900 },
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      response.writeHead(200, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': 'n1',
        'wechatpay-signature': rsaSign(platform.privateKey, `${timestamp}\nn1\n${body}\n`),
      });
      response.end(body);
    });
  });
  afterAll(async () => {
    await api.close();
  });

  function notification(state: string) {
    const transaction = {
      mchid: '1900000109',
      appid: 'wx0000000000000001',
      out_trade_no: OUT_TRADE_NO,
      transaction_id: '4200000001',
      trade_type: 'NATIVE',
      trade_state: state,
      success_time: '2026-11-25T18:05:00+08:00',
      amount: { total: 29_900, payer_total: 29_900, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const rawBody = JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return {
      headers: {
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': 'h1',
        'wechatpay-serial': 'PLATFORM-SERIAL',
        'wechatpay-signature': rsaSign(platform.privateKey, `${timestamp}\nh1\n${rawBody}\n`),
      },
      rawBody,
      fields: {},
      path: '/api/pay/v1/notify/wechat',
    };
  }

  it('does not take a REFUND notification for a payment', async () => {
    const provider = createWechatPayProvider(config());
    const refunded = await provider.parseNotification(notification('REFUND'));
    expect(refunded.verified).toBe(true);
    expect(refunded.state).not.toBe('paid');
    expect((await provider.parseNotification(notification('SUCCESS'))).state).toBe('paid');
  });

  it('does not take a REFUND query answer for a payment', async () => {
    const provider = createWechatPayProvider(config());
    tradeState = 'REFUND';
    expect((await provider.query(OUT_TRADE_NO)).state).not.toBe('paid');
    tradeState = 'SUCCESS';
    expect((await provider.query(OUT_TRADE_NO)).state).toBe('paid');
  });

  it('refuses a query answer for another merchant’s mchid', async () => {
    const provider = createWechatPayProvider(config());
    tradeState = 'SUCCESS';
    answeringMchId = '1900000999';
    refusedAsOtherMerchant(provider, await provider.query(OUT_TRADE_NO));
    answeringMchId = '1900000109';
    expect(await provider.query(OUT_TRADE_NO)).toMatchObject({ state: 'paid', appId: provider.appId });
  });
});

describe('ICBC: paid only when pay_status says so, for our mer_id', () => {
  const merchant = keyPair();
  const icbc = keyPair();
  let answer: Record<string, unknown> = {};
  let gateway: StandIn;
  const config = () => ({
    appId: '10000000000000012345',
    merId: MER_ID,
    privateKey: merchant.privateKey,
    icbcPublicKey: icbc.publicKey,
    gateway: gateway.url,
  });

  beforeAll(async () => {
    gateway = await standIn((_request, response) => {
      const biz = JSON.stringify(answer);
      response.setHeader('content-type', 'application/json');
      response.end(`{"response_biz_content":${biz},"sign":"${icbcSign(icbc.privateKey, biz)}"}`);
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  const paidBiz = {
    return_code: '0',
    return_msg: 'success',
    msg_id: 'm-1',
    mer_id: MER_ID,
    out_trade_no: OUT_TRADE_NO,
    order_id: 'ICBC0001',
    total_amt: '29900',
    pay_status: '0',
  };

  function callback(biz: Record<string, unknown>) {
    const path = '/api/pay/v1/notify/icbc';
    const fields: Record<string, string> = {
      from: 'icbc-api',
      api: '/api/cardbusiness/aggregatepay/b2c/online/consumepurchase/V1',
      app_id: '10000000000000012345',
      charset: 'UTF-8',
      format: 'json',
      timestamp: '2026-11-25 18:05:00',
      sign_type: 'RSA2',
      biz_content: JSON.stringify(biz),
    };
    fields.sign = icbcSign(icbc.privateKey, icbcSignContent(path, fields));
    return { headers: {}, rawBody: '', fields, path };
  }

  it('fails closed on a callback or an answer without pay_status', async () => {
    const provider = createIcbcProvider(config());
    const { pay_status: _status, ...withoutStatus } = paidBiz;
    const parsed = await provider.parseNotification(callback(withoutStatus));
    expect(parsed.verified).toBe(true);
    expect(parsed.state).not.toBe('paid');
    answer = withoutStatus;
    expect((await provider.query(OUT_TRADE_NO)).state).not.toBe('paid');
    // The same, with pay_status 0, is a payment.
    expect((await provider.parseNotification(callback(paidBiz))).state).toBe('paid');
    answer = paidBiz;
    expect((await provider.query(OUT_TRADE_NO)).state).toBe('paid');
  });

  it("refuses a callback for another merchant's mer_id, or naming none", async () => {
    const provider = createIcbcProvider(config());
    const good = await provider.parseNotification(callback(paidBiz));
    expect(good.appId).toBe(provider.appId);
    refusedAsOtherMerchant(provider, await provider.parseNotification(callback({ ...paidBiz, mer_id: '020001000099999' })));
    const { mer_id: _merId, ...unnamed } = paidBiz;
    refusedAsOtherMerchant(provider, await provider.parseNotification(callback(unnamed)));
  });

  it("refuses a query answer for another merchant's mer_id", async () => {
    const provider = createIcbcProvider(config());
    answer = { ...paidBiz, mer_id: '020001000099999' };
    refusedAsOtherMerchant(provider, await provider.query(OUT_TRADE_NO));
    answer = paidBiz;
    expect((await provider.query(OUT_TRADE_NO)).appId).toBe(provider.appId);
  });
});

describe('Alipay: seller_id is our seller', () => {
  const app = keyPair();
  const alipay = keyPair();
  let seller = SELLER_ID;
  let gateway: StandIn;
  const config = () => ({
    appId: '2021000000000001',
    sellerId: SELLER_ID,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: `${gateway.url}/gateway.do`,
  });

  beforeAll(async () => {
    gateway = await standIn((request, response) => {
      const fields = Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? ''));
      const inner = JSON.stringify({
        code: '10000',
        msg: 'Success',
        out_trade_no: OUT_TRADE_NO,
        trade_no: '2026112522001',
        trade_status: 'TRADE_SUCCESS',
        total_amount: '299.00',
        seller_id: seller,
        send_pay_date: '2026-11-25 18:05:00',
      });
      const key = `${String(fields.method).replaceAll('.', '_')}_response`;
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"${key}":${inner},"sign":"${rsaSign(alipay.privateKey, inner)}"}`);
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  function notification(overrides: Record<string, string | undefined> = {}) {
    const fields = Object.fromEntries(
      Object.entries({
        notify_time: '2026-11-25 18:05:01',
        notify_type: 'trade_status_sync',
        notify_id: '2026112500222180501000000000',
        charset: 'utf-8',
        version: '1.0',
        app_id: '2021000000000001',
        auth_app_id: '2021000000000001',
        out_trade_no: OUT_TRADE_NO,
        trade_no: '2026112522001446880500000001',
        trade_status: 'TRADE_SUCCESS',
        total_amount: '299.00',
        gmt_payment: '2026-11-25 18:05:00',
        seller_id: SELLER_ID,
        sign_type: 'RSA2',
        ...overrides,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const signed = { ...fields, sign: rsaSign(alipay.privateKey, sorted(fields, ['sign', 'sign_type'])) };
    return { headers: {}, rawBody: '', fields: signed, path: '/api/pay/v1/notify/alipay' };
  }

  it('refuses a notification for another seller, or naming none', async () => {
    const provider = createAlipayProvider(config());
    const good = await provider.parseNotification(notification());
    expect(good).toMatchObject({ verified: true, state: 'paid', appId: provider.appId });
    const other = await provider.parseNotification(notification({ seller_id: '2088999999999999' }));
    expect(other.verified).toBe(true);
    refusedAsOtherMerchant(provider, other);
    refusedAsOtherMerchant(provider, await provider.parseNotification(notification({ seller_id: undefined })));
  });

  it('refuses a query answer for another seller', async () => {
    const provider = createAlipayProvider(config());
    seller = '2088999999999999';
    refusedAsOtherMerchant(provider, await provider.query(OUT_TRADE_NO));
    seller = SELLER_ID;
    expect(await provider.query(OUT_TRADE_NO)).toMatchObject({ state: 'paid', appId: provider.appId });
  });
});

describe('other merchants behind the notify endpoint and the reconciliation (Alipay and ICBC)', () => {
  const alipayApp = keyPair();
  const alipay = keyPair();
  const icbcMerchant = keyPair();
  const icbc = keyPair();
  let alipayGateway: StandIn;
  let t: TestApp;
  let alipaySeller = '2088999999999999';

  beforeAll(async () => {
    alipayGateway = await standIn((request, response) => {
      const fields = Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? ''));
      const biz = JSON.parse(Object.fromEntries(new URLSearchParams(request.body)).biz_content ?? '{}') as {
        out_trade_no?: string;
      };
      const inner = JSON.stringify({
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: '2026112522009',
        trade_status: 'TRADE_SUCCESS',
        total_amount: lastAmount,
        seller_id: alipaySeller,
      });
      const key = `${String(fields.method).replaceAll('.', '_')}_response`;
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"${key}":${inner},"sign":"${rsaSign(alipay.privateKey, inner)}"}`);
    });
    const pem = (text: string) => text.replaceAll('\n', '\\n');
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'alipay,icbc',
        PAYMENT_PUBLIC_URL: 'https://shop.example',
        PAYMENT_ALIPAY_APP_ID: '2021000000000001',
        PAYMENT_ALIPAY_SELLER_ID: SELLER_ID,
        PAYMENT_ALIPAY_PRIVATE_KEY: pem(alipayApp.privateKey),
        PAYMENT_ALIPAY_PUBLIC_KEY: pem(alipay.publicKey),
        PAYMENT_ALIPAY_GATEWAY: `${alipayGateway.url}/gateway.do`,
        PAYMENT_ICBC_APP_ID: '10000000000000012345',
        PAYMENT_ICBC_MER_ID: MER_ID,
        PAYMENT_ICBC_PRIVATE_KEY: pem(icbcMerchant.privateKey),
        PAYMENT_ICBC_PUBLIC_KEY: pem(icbc.publicKey),
      },
    });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await alipayGateway?.close();
  });

  let lastAmount = '0.00';
  let phoneSerial = 0;

  async function order(payMethod: 'alipay' | 'icbc') {
    phoneSerial += 1;
    const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(5, '0')}`;
    const [row] = await t.db.insert(users).values({ rsNo: createRsNo(), phone, passwordHash: 'x' }).returning();
    const { token } = await t.app.deps.sessions.issueSession(row!.id, `merchant-${row!.id}`);
    const [course] = await t.db.select().from(courses).where(eq(courses.isFree, false)).limit(1);
    const { orderNo } = await t.ok(orders.createOrder, { courseId: course!.id, payMethod }, { token });
    const call = payMethod === 'alipay' ? pay.alipayPayOrder : pay.icbcPayOrder;
    const { outTradeNo } = await t.ok(call, { orderNo, device: 'desktop' }, { token });
    return { orderNo, outTradeNo, amountCents: course!.priceCents };
  }

  const statusOf = async (orderNo: string) =>
    (await t.db.select().from(orderTable).where(eq(orderTable.orderNo, orderNo)))[0]?.status;
  const outcomesOf = async (outTradeNo: string) =>
    (await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo))).map((n) => n.outcome);

  it('refuses an ICBC callback for another mer_id and leaves the order unpaid', async () => {
    const { orderNo, outTradeNo, amountCents } = await order('icbc');
    const path = '/api/pay/v1/notify/icbc';
    const fields: Record<string, string> = {
      from: 'icbc-api',
      api: '/api/cardbusiness/aggregatepay/b2c/online/consumepurchase/V1',
      app_id: '10000000000000012345',
      charset: 'UTF-8',
      format: 'json',
      timestamp: '2026-11-25 18:05:00',
      sign_type: 'RSA2',
      biz_content: JSON.stringify({
        return_code: '0',
        msg_id: 'm-9',
        mer_id: '020001000099999',
        out_trade_no: outTradeNo,
        order_id: 'ICBC0009',
        total_amt: String(amountCents),
        pay_status: '0',
      }),
    };
    fields.sign = icbcSign(icbc.privateKey, icbcSignContent(path, fields));
    const answer = await t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.body).toContain('"return_code":-1');
    expect(await statusOf(orderNo)).toBe('unpaid');
    expect(await outcomesOf(outTradeNo)).toEqual(['app-mismatch']);
  });

  it('refuses an Alipay notification, and a query answer, for another seller_id and leaves the order unpaid', async () => {
    const { orderNo, outTradeNo, amountCents } = await order('alipay');
    lastAmount = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
    const fields: Record<string, string> = {
      notify_time: '2026-11-25 18:05:01',
      notify_type: 'trade_status_sync',
      notify_id: '2026112500222180501000000009',
      charset: 'utf-8',
      version: '1.0',
      app_id: '2021000000000001',
      out_trade_no: outTradeNo,
      trade_no: '2026112522001446880500000009',
      trade_status: 'TRADE_SUCCESS',
      total_amount: lastAmount,
      seller_id: '2088999999999999',
      sign_type: 'RSA2',
    };
    fields.sign = rsaSign(alipay.privateKey, sorted(fields, ['sign', 'sign_type']));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/pay/v1/notify/alipay',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.body).toBe('fail');
    expect(await statusOf(orderNo)).toBe('unpaid');

    const [payment] = await t.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
    const context = { db: t.db, now: () => new Date(), gateway: t.app.deps.payments };
    alipaySeller = '2088999999999999';
    expect((await reconcilePayment(context, payment!))?.outcome).toBe('app-mismatch');
    expect(await statusOf(orderNo)).toBe('unpaid');
    alipaySeller = SELLER_ID;
    expect((await reconcilePayment(context, payment!))?.outcome).toBe('paid');
    expect(await outcomesOf(outTradeNo)).toEqual(['app-mismatch', 'app-mismatch', 'paid']);
  });
});
