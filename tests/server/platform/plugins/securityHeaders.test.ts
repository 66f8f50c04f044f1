import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceApp, createCommerceApp, placeOrder, startSandboxPayment } from '../../modules/commerce/harness';
import { bootConfigBlock } from '../../../../server/src/platform/plugins/bootConfig';
import { createTestApp } from '../../support/testApp';

describe('security headers', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the policy, nosniff, framing and referrer rules with every API answer', async () => {
    const answer = await t.post('/api/web/v1/homePage/findBanner');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'.*script-src 'self'.*object-src 'none'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows one script from elsewhere, WeChat's official JS-SDK by its exact address, which every page names", async () => {
    const answer = await t.post('/api/web/v1/homePage/findBanner');
    const scriptSrc = String(answer.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    expect(scriptSrc?.slice(1)).toEqual(["'self'", 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
    expect(bootConfigBlock(t.config)).toContain('"wechatJsSdkUrl":"https://res.wx.qq.com/open/js/jweixin-1.6.0.js"');
  });

  it('sends HSTS only to requests that came over TLS to a trusted proxy', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' }, seed: false, build: { routes: [] } });
    try {
      const tls = await behindProxy.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/nothing' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY the header is a client's word and earns nothing.
    const direct = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the sandbox cashier under its own policy: no scripts, its one style admitted by hash', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const order = await placeOrder(t, buyer, course.id);
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo: order.orderNo });
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier/${tradeNo}` });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(page.body).not.toMatch(/\sstyle="/);
  });

  it('gives the API documentation its own policy, without upgrading plain HTTP', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(docs.headers['content-security-policy']);
    expect(docs.statusCode).toBe(200);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
