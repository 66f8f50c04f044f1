import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, tooManyFailures } from '../../../server/src/modules/accounts/loginLimits';
import {
  CAPTCHA,
  call,
  encryptPassword,
  freshPhone,
  type Instance,
  NGINX,
  type Proxy,
  register,
  scratchDatabase,
  smsCode,
  startInstance,
  startNginx,
} from './cluster';

/*
 * Two API instances on PostgreSQL + Redis behind nginx (deploy/nginx.conf): whatever instance answers, a login,
 * a captcha, a lockout after wrong passwords, an SMS cooldown, a rate limit and a logout mean the same thing.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const HAS_BUILD = existsSync(new URL('../../../dist/index.html', import.meta.url));

/** A login as the browser makes it: a captcha drawn from the same address, then the password, encrypted. */
async function logIn(via: string, phone: string, password: string) {
  const c = randomBytes(6).toString('hex');
  expect((await fetch(`${via}/api/captcha?c=${c}`)).status).toBe(200);
  return call<{ token: string }>(via, '/api/v1/userInfo/login/V2', {
    loginName: phone,
    loginPassword: encryptPassword(password),
    captcha: CAPTCHA,
    c,
    deviceId: 'cluster-test',
  });
}

describe.skipIf(!databaseUrl || !redisUrl || !NGINX)('two instances behind nginx', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let one: Instance;
  let two: Instance;
  let proxy: Proxy;
  let secureProxy: Proxy;
  const prefix = `cluster-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await scratchDatabase(databaseUrl!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    // The first start migrates and seeds the empty database; the second finds it ready.
    one = await startInstance(env);
    two = await startInstance(env);
    proxy = await startNginx([one.port, two.port]);
    secureProxy = await startNginx([one.port, two.port], { tls: true });
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await secureProxy?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    // The shared Redis keeps none of this run's job schedules.
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue('jobs', { connection, prefix: `${prefix}bull` });
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });

  it('serves the app and the API through the one address, reaching both instances', async () => {
    const page = await fetch(`${proxy.url}/home`);
    // The page itself needs the build (npm test builds it before these suites run again on PostgreSQL).
    if (HAS_BUILD) expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (let i = 0; i < 4; i += 1) {
      expect((await call(proxy.url, '/api/web/v1/homePage/findBanner')).status).toBe(1);
    }
  });

  it('answers over HTTPS with HTTP/2, and the instances ask browsers to stay on HTTPS', async () => {
    // The certificate is the test's own, self-signed.
    const session = connectHttp2(secureProxy.url, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = session.request({ ':path': '/healthz', ':method': 'GET' });
        request.once('response', (answer) => {
          resolve(answer);
          request.resume();
        });
        request.once('error', reject);
        request.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      session.close();
    }
  });

  it('accepts on one instance a login made on the other, and a logout on one revokes it on both', async () => {
    const account = await register(one.url, two.url);
    const signedIn = await logIn(proxy.url, account.phone, account.password);
    expect(signedIn.status, signedIn.message).toBe(1);
    const token = signedIn.appData.token;
    for (const instance of [one, two]) {
      expect((await call(instance.url, '/api/v1/findUserinfo', {}, token)).status).toBe(1);
    }
    // Both instances now hold a copy of the session; the logout must end both.
    expect((await call(one.url, '/api/v1/userinfo/logout', {}, token)).status).toBe(1);
    expect((await call(one.url, '/api/v1/findUserinfo', {}, token)).status).toBe(4);
    // The other drops its copy when the database's notice of the revocation reaches it, a moment after.
    await expect
      .poll(async () => (await call(two.url, '/api/v1/findUserinfo', {}, token)).status, { timeout: 2_000, interval: 20 })
      .toBe(4);
  });

  it('takes on one instance the answer to a captcha drawn by the other, once', async () => {
    const account = await register(two.url, one.url);
    const c = randomBytes(6).toString('hex');
    expect((await fetch(`${one.url}/api/captcha?c=${c}`)).status).toBe(200);
    const form = {
      loginName: account.phone,
      loginPassword: encryptPassword(account.password),
      captcha: CAPTCHA,
      c,
      deviceId: 'cluster-test',
    };
    expect((await call(two.url, '/api/v1/userInfo/login/V2', form)).status).toBe(1);
    // Used once: the same answer on the first instance is refused.
    const again = await call(one.url, '/api/v1/userInfo/login/V2', form);
    expect(again).toMatchObject({ status: 0, message: '图形验证码错误，请重新输入' });
  });

  it('locks an account after wrong passwords on either instance, and says on both when to try again', async () => {
    const account = await register(one.url, two.url);
    for (let failure = 1; failure <= LOGIN_LIMITS.perAccount; failure += 1) {
      const refused = await logIn(failure % 2 ? one.url : two.url, account.phone, 'Wrong-password-1');
      expect(refused.status).toBe(0);
      expect(refused.message).not.toMatch(/分钟后再试/);
    }
    // Even the right password is refused now, on either instance, with the time the lock has left.
    for (const instance of [one, two]) {
      expect(await logIn(instance.url, account.phone, account.password)).toMatchObject({
        status: 0,
        message: tooManyFailures(LOGIN_LIMITS.lockSeconds / 60),
      });
    }
  });

  it('keeps the SMS resend wait across instances', async () => {
    const phone = freshPhone();
    const first = await smsCode(one.url, two.url, phone);
    expect(first.status, first.message).toBe(1);
    expect(first.code).toMatch(/^\d{4,6}$/);
    const second = await smsCode(two.url, one.url, phone);
    expect(second.status).toBe(0);
    expect(second.message).toMatch(/秒|稍后|频繁/);
  });

  it('counts one rate limit for a client whichever instance it reaches', async () => {
    // Captcha images (which gate every login) are limited per client address: 60 a minute.
    let refusedAt = 0;
    for (let i = 1; i <= 70 && refusedAt === 0; i += 1) {
      const via = i % 2 === 0 ? one.url : two.url;
      const answer = await fetch(`${via}/api/captcha?c=limit${i}`);
      if (answer.status === 429) refusedAt = i;
    }
    // The earlier tests drew about ten captchas from this address already.
    expect(refusedAt).toBeGreaterThan(40);
    expect(refusedAt).toBeLessThanOrEqual(61);
    for (const instance of [one, two]) {
      const refused = await fetch(`${instance.url}/api/captcha?c=after`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ status: 0, message: '操作太频繁，请稍后再试' });
    }
  });
});
