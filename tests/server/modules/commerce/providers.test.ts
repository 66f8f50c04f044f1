import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { createRsNo } from '../../../../server/src/platform/db/ids';
import { courses, orders as orderTable, paymentNotifications, users } from '../../../../server/src/platform/db/schema';
import { createAlipayProvider } from '../../../../server/src/providers/payment/alipay';
import {
  createIcbcProvider,
  icbcSign,
  icbcSignContent,
  icbcVerify,
  responseBizText,
} from '../../../../server/src/providers/payment/icbc';
import { createWechatPayProvider } from '../../../../server/src/providers/payment/wechatPay';
import { createTestApp, type TestApp } from '../../support/testApp';
import { type StandIn, standIn } from './providerStandIn';

/** RSA keys made for this run: nothing here is anybody's real key. */
function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const rsaSign = (privateKey: string, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
const rsaVerify = (publicKey: string, text: string, signature: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
const sorted = (fields: Record<string, string>, omit: string[]) =>
  Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const payment = {
  outTradeNo: 'XB2026112510000012345601AB',
  amountCents: 29_900,
  subject: '学伴在线-初一数学',
  notifyUrl: 'https://shop.example/api/pay/v1/notify/x',
  returnUrl: 'https://shop.example/course/purchase-alipay-payment?orderNo=XB1',
  expiresAt: new Date('2026-11-25T10:30:00Z'),
  device: 'desktop' as const,
  clientIp: '203.0.113.9',
  origin: 'https://shop.example',
  scanOrigin: 'https://shop.example',
};

describe('Alipay through alipay-sdk', () => {
  const app = keyPair();
  const alipay = keyPair();
  let gateway: StandIn;
  const config = () => ({
    appId: '2021000000000001',
    sellerId: '2088102177649450',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: `${gateway.url}/gateway.do`,
  });

  beforeAll(async () => {
    gateway = await standIn((request, response) => {
      const fields = Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? ''));
      Object.assign(fields, Object.fromEntries(new URLSearchParams(request.body)));
      // The gateway checks the merchant's RSA2 signature before it answers, as Alipay does.
      const signed = rsaVerify(app.publicKey, sorted(fields, ['sign']), fields.sign ?? '');
      const biz = JSON.parse(fields.biz_content ?? '{}') as {
        out_trade_no?: string;
        out_request_no?: string;
        refund_amount?: string;
      };
      const key = `${String(fields.method).replaceAll('.', '_')}_response`;
      const refundOf = (): Record<string, unknown> =>
        Number(biz.refund_amount) > 299
          ? { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' }
          : {
              code: '10000',
              msg: 'Success',
              out_trade_no: biz.out_trade_no,
              trade_no: '2026112522001',
              fund_change: 'Y',
              refund_fee: biz.refund_amount,
            };
      const inner = signed
        ? fields.method === 'alipay.trade.precreate'
          ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: 'https://qr.alipay.com/bax00000' }
          : fields.method === 'alipay.trade.refund'
            ? refundOf()
            : fields.method === 'alipay.trade.fastpay.refund.query'
              ? biz.out_request_no === 'RF-NEVER-ASKED'
                ? { code: '10000', msg: 'Success' }
                : {
                    code: '10000',
                    msg: 'Success',
                    out_request_no: biz.out_request_no,
                    refund_status: 'REFUND_SUCCESS',
                    refund_amount: '50.00',
                    trade_no: '2026112522001',
                  }
              : {
                  code: '10000',
                  msg: 'Success',
                  out_trade_no: biz.out_trade_no,
                  trade_no: '2026112522001',
                  trade_status: 'TRADE_SUCCESS',
                  total_amount: '299.00',
                  send_pay_date: '2026-11-25 18:05:00',
                }
        : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
      const text = JSON.stringify(inner);
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"${key}":${text},"sign":"${rsaSign(alipay.privateKey, text)}"}`);
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('builds a page-pay address signed with the app key, carrying the amount, the expiry and both addresses', async () => {
    const created = await createAlipayProvider(config()).create({ ...payment, channel: 'alipay' });
    expect(created.kind).toBe('redirect');
    const fields = Object.fromEntries(new URL(created.url).searchParams);
    expect(fields.method).toBe('alipay.trade.page.pay');
    expect(fields.notify_url).toBe(payment.notifyUrl);
    expect(fields.return_url).toBe(payment.returnUrl);
    expect(JSON.parse(fields.biz_content!)).toMatchObject({
      out_trade_no: payment.outTradeNo,
      total_amount: '299.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2026-11-25 18:30:00',
    });
    expect(rsaVerify(app.publicKey, sorted(fields, ['sign']), fields.sign!)).toBe(true);
  });

  it('uses mobile web pay on phones', async () => {
    const created = await createAlipayProvider(config()).create({ ...payment, channel: 'share-move', device: 'phone' });
    expect(new URL(created.url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  });

  it('gets a precreate QR code and queries a trade through the (stand-in) gateway, checking its signed answers', async () => {
    const provider = createAlipayProvider(config());
    expect(await provider.create({ ...payment, channel: 'alipay-qrcode' })).toEqual({
      kind: 'qr',
      url: 'https://qr.alipay.com/bax00000',
      openUrl: null,
    });
    const trade = await provider.query(payment.outTradeNo);
    expect(trade).toMatchObject({ state: 'paid', tradeNo: '2026112522001', amountCents: 29_900 });
    expect(trade.paidAt?.toISOString()).toBe('2026-11-25T10:05:00.000Z');
  });

  it('refunds at once under our request number, and asks about a refund whose answer was lost', async () => {
    const provider = createAlipayProvider(config());
    const refund = {
      outTradeNo: payment.outTradeNo,
      outRefundNo: 'RF20261125180500123456',
      refundCents: 5_000,
      totalCents: 29_900,
      reason: '家长申请部分退款',
      notifyUrl: '',
    };
    expect(await provider.refund(refund)).toMatchObject({ state: 'succeeded', refundCents: 5_000 });
    const sent = Object.fromEntries(new URLSearchParams(gateway.requests.at(-1)!.body));
    expect(JSON.parse(sent.biz_content!)).toMatchObject({
      out_trade_no: payment.outTradeNo,
      out_request_no: 'RF20261125180500123456',
      refund_amount: '50.00',
    });
    expect(await provider.refund({ ...refund, refundCents: 30_000 })).toMatchObject({ state: 'failed' });
    expect(await provider.queryRefund(payment.outTradeNo, refund.outRefundNo)).toMatchObject({
      state: 'succeeded',
      refundCents: 5_000,
    });
    expect((await provider.queryRefund(payment.outTradeNo, 'RF-NEVER-ASKED')).state).toBe('unknown');
  });

  it('refuses an answer the gateway did not sign with the Alipay key', async () => {
    const other = keyPair();
    const provider = createAlipayProvider({ ...config(), alipayPublicKey: other.publicKey });
    await expect(provider.query(payment.outTradeNo)).rejects.toThrow(/支付宝/);
  });

  function notification(overrides: Record<string, string> = {}) {
    const fields: Record<string, string> = {
      gmt_create: '2026-11-25 18:04:51',
      charset: 'utf-8',
      gmt_payment: '2026-11-25 18:05:00',
      notify_time: '2026-11-25 18:05:01',
      subject: '学伴在线-初一数学 100%',
      buyer_id: '2088102177846880',
      invoice_amount: '299.00',
      version: '1.0',
      notify_id: '2026112500222180501000000000',
      fund_bill_list: '[{"amount":"299.00","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      out_trade_no: payment.outTradeNo,
      total_amount: '299.00',
      trade_status: 'TRADE_SUCCESS',
      trade_no: '2026112522001446880500000001',
      auth_app_id: '2021000000000001',
      receipt_amount: '299.00',
      point_amount: '0.00',
      app_id: '2021000000000001',
      buyer_pay_amount: '299.00',
      seller_id: '2088102177649450',
      sign_type: 'RSA2',
      ...overrides,
    };
    return { ...fields, sign: rsaSign(alipay.privateKey, sorted(fields, ['sign', 'sign_type'])) };
  }

  it('checks the RSA2 signature of a notification shaped like Alipay documents it', async () => {
    const provider = createAlipayProvider(config());
    const parsed = await provider.parseNotification({
      headers: {},
      rawBody: '',
      fields: notification(),
      path: '/api/pay/v1/notify/alipay',
    });
    expect(parsed).toMatchObject({
      verified: true,
      appId: '2021000000000001',
      outTradeNo: payment.outTradeNo,
      amountCents: 29_900,
      state: 'paid',
    });
    const tampered = { ...notification(), total_amount: '0.01' };
    expect((await provider.parseNotification({ headers: {}, rawBody: '', fields: tampered, path: '' })).verified).toBe(false);
    expect(provider.reply(true).body).toBe('success');
    expect(provider.reply(false).body).toBe('fail');
  });
});

describe('WeChat Pay API v3', () => {
  const merchant = keyPair();
  const platform = keyPair();
  const apiV3Key = randomBytes(16).toString('hex');
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
    api = await standIn((request, response) => {
      const auth = /mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="([^"]+)"/.exec(
        String(request.headers.authorization),
      );
      const signed =
        auth &&
        rsaVerify(merchant.publicKey, `${request.method}\n${request.path}\n${auth[4]}\n${auth[2]}\n${request.body}\n`, auth[3]!);
      let status = 200;
      let data: unknown = { code_url: 'weixin://wxpay/bizpayurl?pr=abc123' };
      if (!signed) [status, data] = [401, { code: 'SIGN_ERROR', message: '签名错误' }];
      else if (request.path.startsWith('/v3/refund/domestic/refunds')) {
        const asked = request.body ? (JSON.parse(request.body) as { out_refund_no: string; amount: { refund: number } }) : null;
        // A refund asked for more than was paid is refused the way WeChat Pay refuses it.
        if (asked && asked.amount.refund > 29_900) [status, data] = [403, { code: 'NOT_ENOUGH', message: '基本账户余额不足' }];
        else
          data = {
            refund_id: '50000000382019052709732678859',
            out_refund_no: asked?.out_refund_no ?? decodeURIComponent(request.path.split('/').at(-1)!),
            status: request.method === 'GET' ? 'SUCCESS' : 'PROCESSING',
            amount: { refund: asked?.amount.refund ?? 5_000, total: 29_900 },
          };
      } else if (request.path.endsWith('/jsapi')) data = { prepay_id: 'wx26112510000012345601' };
      else if (request.path.includes('/h5'))
        data = { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' };
      else if (request.method === 'GET')
        data = {
          appid: 'wx0000000000000001',
          mchid: '1900000109',
          out_trade_no: payment.outTradeNo,
          transaction_id: '4200000001',
          trade_state: 'SUCCESS',
          success_time: '2026-11-25T18:05:00+08:00',
          amount: { total: 29_900 },
        };
      const body = JSON.stringify(data);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(8).toString('hex');
      response.writeHead(status, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': 'PLATFORM-SERIAL',
        'wechatpay-signature': rsaSign(platform.privateKey, `${timestamp}\n${nonce}\n${body}\n`),
      });
      response.end(body);
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('signs its requests with the merchant key and gets a Native QR code on computers, H5 on phones', async () => {
    const provider = createWechatPayProvider(config());
    expect(await provider.create({ ...payment, channel: 'weixin' })).toEqual({
      kind: 'qr',
      url: 'weixin://wxpay/bizpayurl?pr=abc123',
      openUrl: null,
    });
    const h5 = await provider.create({ ...payment, channel: 'share-weixin', device: 'phone' });
    expect(h5.kind).toBe('redirect');
    expect(h5.url).toMatch(/^https:\/\/wx\.tenpay\.com\/.*&redirect_url=https%3A%2F%2Fshop\.example/);
    const sent = JSON.parse(api.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: { total: 29_900, currency: 'CNY' },
      out_trade_no: payment.outTradeNo,
      time_expire: '2026-11-25T18:30:00+08:00',
    });
    expect((await provider.query(payment.outTradeNo)).state).toBe('paid');
  });

  it('signs JSAPI parameters over appId, time, nonce and package', () => {
    const provider = createWechatPayProvider(config());
    const params = provider.jsapiParams('wx201410272009395522657a690389285100');
    expect(
      rsaVerify(
        merchant.publicKey,
        `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`,
        params.paySign,
      ),
    ).toBe(true);
  });

  it('creates a JSAPI payment inside WeChat for the payer openid and signs its bridge parameters', async () => {
    const provider = createWechatPayProvider(config());
    const created = await provider.create({ ...payment, channel: 'share-weixin', device: 'wechat', openId: 'oPayer0001' });
    const sent = JSON.parse(api.requests.at(-1)!.body) as Record<string, unknown>;
    expect(api.requests.at(-1)!.path).toBe('/v3/pay/transactions/jsapi');
    expect(sent).toMatchObject({ amount: { total: 29_900, currency: 'CNY' }, payer: { openid: 'oPayer0001' } });
    expect(created).toMatchObject({ kind: 'jsapi', url: 'prepay_id=wx26112510000012345601', openUrl: null });
    const params = created.jsapi!;
    expect(params).toMatchObject({ appId: 'wx0000000000000001', package: 'prepay_id=wx26112510000012345601', signType: 'RSA' });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.nonceStr).toMatch(/^[0-9a-f]{32}$/);
    expect(
      rsaVerify(
        merchant.publicKey,
        `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`,
        params.paySign,
      ),
    ).toBe(true);
    await expect(provider.create({ ...payment, channel: 'weixin', device: 'wechat' })).rejects.toThrow(/openid/);
  });

  it('refuses an answer not signed by the platform certificate', async () => {
    const provider = createWechatPayProvider({ ...config(), platformCert: keyPair().publicKey });
    await expect(provider.create({ ...payment, channel: 'weixin' })).rejects.toThrow(/签名无效/);
  });

  it('verifies a notification over timestamp, nonce and body, and decrypts its AES-256-GCM resource', async () => {
    const provider = createWechatPayProvider(config());
    const incoming = wechatNotification(platform.privateKey, apiV3Key, { amount: 29_900 });
    const parsed = await provider.parseNotification(incoming);
    expect(parsed).toMatchObject({
      verified: true,
      appId: 'wx0000000000000001',
      outTradeNo: payment.outTradeNo,
      tradeNo: '4200000001',
      amountCents: 29_900,
      state: 'paid',
    });
    const tamperedBody = { ...incoming, rawBody: incoming.rawBody.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') };
    expect((await provider.parseNotification(tamperedBody)).verified).toBe(false);
    const wrongKey = wechatNotification(keyPair().privateKey, apiV3Key, { amount: 29_900 });
    expect((await provider.parseNotification(wrongKey)).verified).toBe(false);
    const wrongAead = wechatNotification(platform.privateKey, randomBytes(16).toString('hex'), { amount: 29_900 });
    expect((await provider.parseNotification(wrongAead)).verified).toBe(false);
    expect(provider.reply(true).statusCode).toBe(204);
    expect(provider.reply(false)).toMatchObject({ statusCode: 500, body: JSON.stringify({ code: 'FAIL', message: '失败' }) });
  });
  it('asks for a refund under our refund number with the payment’s total, and reads its answer and query', async () => {
    const provider = createWechatPayProvider(config());
    const refund = {
      outTradeNo: payment.outTradeNo,
      outRefundNo: 'RF20261125180500123456',
      refundCents: 5_000,
      totalCents: 29_900,
      reason: '家长申请部分退款',
      notifyUrl: 'https://shop.example/api/pay/v1/refund-notify/wechat',
    };
    expect(await provider.refund(refund)).toMatchObject({
      state: 'processing',
      refundId: '50000000382019052709732678859',
      refundCents: 5_000,
    });
    expect(api.requests.at(-1)!.path).toBe('/v3/refund/domestic/refunds');
    expect(JSON.parse(api.requests.at(-1)!.body)).toMatchObject({
      out_trade_no: payment.outTradeNo,
      out_refund_no: 'RF20261125180500123456',
      notify_url: refund.notifyUrl,
      amount: { refund: 5_000, total: 29_900, currency: 'CNY' },
    });
    expect(await provider.queryRefund(payment.outTradeNo, refund.outRefundNo)).toMatchObject({
      state: 'succeeded',
      refundCents: 5_000,
    });
    expect(api.requests.at(-1)!.path).toBe('/v3/refund/domestic/refunds/RF20261125180500123456');
    // Refused by the provider: a failed refund with its words, not an outage to retry.
    expect(await provider.refund({ ...refund, refundCents: 30_000 })).toMatchObject({
      state: 'failed',
      message: '基本账户余额不足',
    });
  });

  it('verifies a refund notification and reads its refund number, amount and status', async () => {
    const provider = createWechatPayProvider(config());
    const resource = {
      mchid: '1900000109',
      out_trade_no: payment.outTradeNo,
      transaction_id: '4200000001',
      out_refund_no: 'RF20261125180500123456',
      refund_id: '50000000382019052709732678859',
      refund_status: 'SUCCESS',
      success_time: '2026-11-25T18:20:00+08:00',
      amount: { total: 29_900, refund: 5_000, payer_total: 29_900, payer_refund: 5_000 },
    };
    const incoming = wechatEvent(platform.privateKey, apiV3Key, resource, 'REFUND.SUCCESS', 'refund');
    expect(await provider.parseRefundNotification(incoming)).toMatchObject({
      verified: true,
      outRefundNo: 'RF20261125180500123456',
      refundId: '50000000382019052709732678859',
      refundCents: 5_000,
      state: 'succeeded',
    });
    const otherMerchant = wechatEvent(
      platform.privateKey,
      apiV3Key,
      { ...resource, mchid: '1900000999' },
      'REFUND.SUCCESS',
      'refund',
    );
    expect((await provider.parseRefundNotification(otherMerchant)).verified).toBe(false);
    const forged = wechatEvent(keyPair().privateKey, apiV3Key, resource, 'REFUND.SUCCESS', 'refund');
    expect((await provider.parseRefundNotification(forged)).verified).toBe(false);
    const abnormal = wechatEvent(
      platform.privateKey,
      apiV3Key,
      { ...resource, refund_status: 'ABNORMAL' },
      'REFUND.ABNORMAL',
      'refund',
    );
    expect((await provider.parseRefundNotification(abnormal)).state).toBe('failed');
  });

  it('refuses a correctly signed notification replayed more than five minutes after it was sent', async () => {
    const incoming = wechatNotification(platform.privateKey, apiV3Key, { amount: 29_900 });
    const sentAt = Number(incoming.headers['wechatpay-timestamp']) * 1000;
    const sixMinutesLater = createWechatPayProvider(config(), () => new Date(sentAt + 6 * 60_000));
    expect((await sixMinutesLater.parseNotification(incoming)).verified).toBe(false);
    const fourMinutesLater = createWechatPayProvider(config(), () => new Date(sentAt + 4 * 60_000));
    expect((await fourMinutesLater.parseNotification(incoming)).verified).toBe(true);
  });
});

/** A notification shaped like WeChat Pay documents it, signed and encrypted with the given keys. */
function wechatNotification(
  platformPrivateKey: string,
  apiV3Key: string,
  {
    amount,
    outTradeNo = payment.outTradeNo,
    appid = 'wx0000000000000001',
  }: { amount: number; outTradeNo?: string; appid?: string },
) {
  const transaction = {
    mchid: '1900000109',
    appid,
    out_trade_no: outTradeNo,
    transaction_id: '4200000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'CMC',
    success_time: '2026-11-25T18:05:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
  };
  return wechatEvent(platformPrivateKey, apiV3Key, transaction, 'TRANSACTION.SUCCESS', 'transaction');
}

/** Any WeChat Pay event as it documents them: the resource encrypted with the APIv3 key, the body signed. */
function wechatEvent(
  platformPrivateKey: string,
  apiV3Key: string,
  resource: Record<string, unknown>,
  eventType: string,
  originalType: string,
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(originalType, 'utf8'));
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(resource), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]).toString('base64');
  const rawBody = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-25T18:05:01+08:00',
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款状态',
    resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: originalType, nonce },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headerNonce = randomBytes(8).toString('hex');
  return {
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': 'PLATFORM-SERIAL',
      'wechatpay-signature': rsaSign(platformPrivateKey, `${timestamp}\n${headerNonce}\n${rawBody}\n`),
      'content-type': 'application/json',
    },
    rawBody,
    fields: {},
    path: '/api/pay/v1/notify/wechat',
  };
}

describe('ICBC', () => {
  const merchant = keyPair();
  const icbc = keyPair();
  let gateway: StandIn;
  const config = () => ({
    appId: '10000000000000012345',
    merId: '020001000012345',
    privateKey: merchant.privateKey,
    icbcPublicKey: icbc.publicKey,
    gateway: gateway.url,
  });

  beforeAll(async () => {
    gateway = await standIn((request, response) => {
      const fields = Object.fromEntries(new URLSearchParams(request.body));
      const ok = icbcVerify(merchant.publicKey, icbcSignContent(request.path, fields), fields.sign ?? '');
      const biz = JSON.stringify(
        ok
          ? { return_code: 0, return_msg: 'success', pay_status: '0', order_id: 'ICBC0001', total_amt: '29900' }
          : { return_code: 400017, return_msg: '签名验证失败' },
      );
      response.setHeader('content-type', 'application/json');
      response.end(`{"response_biz_content":${biz},"sign":"${icbcSign(icbc.privateKey, biz)}"}`);
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('signs the page-pay request over "path?sorted parameters" with the merchant key', async () => {
    const created = await createIcbcProvider(config()).create({ ...payment, channel: 'icbc' });
    const url = new URL(created.url);
    const fields = Object.fromEntries(url.searchParams);
    expect(url.pathname).toBe('/ui/b2c/pay/consumption/V1');
    expect(JSON.parse(fields.biz_content!)).toMatchObject({
      out_trade_no: payment.outTradeNo,
      order_amt: '29900',
      mer_id: '020001000012345',
    });
    expect(icbcVerify(merchant.publicKey, icbcSignContent(url.pathname, fields), fields.sign!)).toBe(true);
  });

  it('queries through the (stand-in) gateway and checks its signed answer', async () => {
    expect(await createIcbcProvider(config()).query(payment.outTradeNo)).toMatchObject({
      state: 'paid',
      tradeNo: 'ICBC0001',
      amountCents: 29_900,
    });
  });

  it('verifies a signed callback and answers with a signed response_biz_content', async () => {
    const provider = createIcbcProvider(config());
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
        return_msg: 'success',
        msg_id: 'm-1',
        mer_id: '020001000012345',
        out_trade_no: payment.outTradeNo,
        order_id: 'ICBC0001',
        total_amt: '29900',
        pay_status: '0',
      }),
    };
    fields.sign = icbcSign(icbc.privateKey, icbcSignContent(path, fields));
    const parsed = await provider.parseNotification({ headers: {}, rawBody: '', fields, path });
    expect(parsed).toMatchObject({ verified: true, outTradeNo: payment.outTradeNo, amountCents: 29_900, state: 'paid' });
    expect(
      (await provider.parseNotification({ headers: {}, rawBody: '', fields: { ...fields, app_id: 'x' }, path })).verified,
    ).toBe(false);
    const reply = provider.reply(true, parsed);
    const biz = responseBizText(reply.body)!;
    expect(JSON.parse(biz)).toEqual({ return_code: 0, return_msg: 'success', msg_id: 'm-1' });
    expect(icbcVerify(merchant.publicKey, biz, (JSON.parse(reply.body) as { sign: string }).sign)).toBe(true);
  });
});

describe('a real provider behind the notify endpoint (WeChat Pay)', () => {
  const merchant = keyPair();
  const platform = keyPair();
  const apiV3Key = randomBytes(16).toString('hex');
  let api: StandIn;
  let t: TestApp;

  beforeAll(async () => {
    api = await standIn((request, response) => {
      const body = JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=live' });
      const timestamp = String(Math.floor(Date.now() / 1000));
      response.writeHead(200, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': 'n1',
        'wechatpay-signature': rsaSign(platform.privateKey, `${timestamp}\nn1\n${body}\n`),
      });
      response.end(body);
      void request;
    });
    const pem = (text: string) => text.replaceAll('\n', '\\n');
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'wechat',
        PAYMENT_PUBLIC_URL: 'https://shop.example',
        PAYMENT_WECHAT_APP_ID: 'wx0000000000000001',
        PAYMENT_WECHAT_MCH_ID: '1900000109',
        PAYMENT_WECHAT_API_V3_KEY: apiV3Key,
        PAYMENT_WECHAT_PRIVATE_KEY: pem(merchant.privateKey),
        PAYMENT_WECHAT_CERT_SERIAL: 'MERCHANT-SERIAL',
        PAYMENT_WECHAT_PLATFORM_CERT: pem(platform.publicKey),
        PAYMENT_WECHAT_PLATFORM_SERIAL: 'PLATFORM-SERIAL',
        PAYMENT_WECHAT_BASE_URL: api.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('offers only WeChat Pay (and asking someone to pay), pays on its notification once, and answers 204', async () => {
    const [row] = await t.db.insert(users).values({ rsNo: createRsNo(), phone: '13612345678', passwordHash: 'x' }).returning();
    const { token } = await t.app.deps.sessions.issueSession(row!.id, 'wechat-live');
    const [course] = await t.db.select().from(courses).where(eq(courses.isFree, false)).limit(1);
    const preview = await t.ok(orders.purchasePreview, { courseId: course!.id }, { token });
    expect(preview.payMethods).toEqual(['weixin', 'share']);
    expect(await t.fails(orders.createOrder, { courseId: course!.id, payMethod: 'alipay' }, { token })).toBe(
      '暂不支持该支付方式',
    );
    const { orderNo } = await t.ok(orders.createOrder, { courseId: course!.id, payMethod: 'weixin' }, { token });
    expect(await t.fails(pay.alipayPayOrder, { orderNo }, { token })).toBe('暂不支持该支付方式');
    const started = await t.ok(pay.weixinPayOrder, { orderNo }, { token });
    expect(started).toMatchObject({ provider: 'wechat', kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=live', openUrl: null });
    const sent = JSON.parse(api.requests.at(-1)!.body) as { notify_url: string; amount: { total: number } };
    expect(sent.notify_url).toBe('https://shop.example/api/pay/v1/notify/wechat');
    expect(sent.amount.total).toBe(course!.priceCents);

    const post = (incoming: ReturnType<typeof wechatNotification>) =>
      t.app.inject({ method: 'POST', url: '/api/pay/v1/notify/wechat', headers: incoming.headers, payload: incoming.rawBody });
    const wrongAmount = await post(
      wechatNotification(platform.privateKey, apiV3Key, { amount: 1, outTradeNo: started.outTradeNo }),
    );
    expect(wrongAmount.statusCode).toBe(500);
    const otherApp = await post(
      wechatNotification(platform.privateKey, apiV3Key, {
        amount: course!.priceCents,
        outTradeNo: started.outTradeNo,
        appid: 'wx9999999999999999',
      }),
    );
    expect(otherApp.statusCode).toBe(500);
    expect((await t.db.select().from(orderTable).where(eq(orderTable.orderNo, orderNo)))[0]?.status).toBe('unpaid');
    const good = wechatNotification(platform.privateKey, apiV3Key, {
      amount: course!.priceCents,
      outTradeNo: started.outTradeNo,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(good)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect((await t.ok(orders.isPaySuccess, { orderNo }, { token })).paid).toBe(true);
    const outcomes = (
      await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, started.outTradeNo))
    ).map((n) => n.outcome);
    expect(outcomes.sort()).toEqual([
      'amount-mismatch',
      'app-mismatch',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
  });
});
