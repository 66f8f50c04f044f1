import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/src/platform/config';
import { createTestApp, type TestApp } from '../../support/testApp';
import { problemsOf } from '../../support/productionEnv';

/*
 * The sandbox cashier hands out courses for a button press: it exists in development and test, and in
 * production only on a site that says it is a trial (SITE_MODE=trial).
 */

const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
/** Production as an operator sets it up to run the sandbox: own keys and secrets, the sandbox asked for by name. */
const production = {
  NODE_ENV: 'production',
  AES_KEY: 'a-long-production-passphrase',
  RSA_PRIVATE_KEY: forge.pki.privateKeyToPem(pair.privateKey),
  RSA_PUBLIC_KEY: forge.pki.publicKeyToPem(pair.publicKey),
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_SECRET: 'a-production-sandbox-secret',
  VIDEO_SIGNING_SECRET: 'a-production-video-secret',
  WEB_BASE_URL: 'https://www.xueban.example',
  PASSWORD_REJECTION_SECRET: 'a-production-password-rejection-secret',
  SMS_CODE_SECRET: 'a-production-sms-code-secret',
  UPLOAD_TOKEN_SECRET: 'a-production-upload-token-secret',
  STAFF_TOTP_KEY: 'a-production-staff-totp-key',
  // Production's own cost: the tests' lower one is refused there.
  PASSWORD_HASH_COST: String(2 ** 17),
  // The tests' fixed captcha answer is refused in production.
  CAPTCHA_FIXED_ANSWER: '',
};

const CASHIER = '/api/pay/sandbox/cashier/SBX2026112500000000000000AB';

describe('the sandbox cashier outside development and test', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('does not exist in production without trial mode: 404, no methods offered, no sandbox notifications', async () => {
    // The configuration refuses it (below); a server built on such a configuration anyway still has no cashier.
    const trial = { ...production, SITE_MODE: 'trial' };
    const config = loadConfig(trial, await mkdtemp(join(tmpdir(), 'xueban-sandbox-mode-')));
    t = await createTestApp({ seed: false, env: trial, build: { config: { ...config, siteMode: 'production' } } });
    expect(t.app.deps.config.nodeEnv).toBe('production');
    expect(t.app.hasRoute({ method: 'GET', url: '/api/pay/sandbox/cashier/:tradeNo' })).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: CASHIER })).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: CASHIER,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(404);
    expect(t.app.deps.payments.sandbox).toBeNull();
    expect(t.app.deps.payments.methods).toEqual([]);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/pay/v1/notify/sandbox',
      payload: 'out_trade_no=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notify.statusCode).toBe(404);
  });

  it('exists in production with SITE_MODE=trial, and in test', async () => {
    t = await createTestApp({ seed: false, env: { ...production, SITE_MODE: 'trial' } });
    expect(t.app.hasRoute({ method: 'GET', url: '/api/pay/sandbox/cashier/:tradeNo' })).toBe(true);
    expect(t.app.deps.payments.methods).toEqual(['alipay', 'weixin', 'icbc']);
    await t.close();
    t = await createTestApp({ seed: false });
    expect(t.app.hasRoute({ method: 'GET', url: '/api/pay/sandbox/cashier/:tradeNo' })).toBe(true);
  });

  it('is refused at start in production unless SITE_MODE=trial, which takes only production or trial', () => {
    // The sandbox (and the logging SMS provider it comes with) each ask for trial mode by name.
    const refused = problemsOf(production);
    expect(refused).toContainEqual(expect.stringContaining('PAYMENT_PROVIDER=sandbox'));
    for (const problem of refused) expect(problem).toContain('SITE_MODE=trial');
    expect(problemsOf({ ...production, SITE_MODE: 'trial' })).toEqual([]);
    expect(problemsOf({ ...production, SITE_MODE: 'demo' })).toEqual([expect.stringContaining('SITE_MODE')]);
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv/app').siteMode).toBe('production');
  });
});
