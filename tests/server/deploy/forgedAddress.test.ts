import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../server/src/platform/rateLimit/limits';
import { call, type Instance, NGINX, type Proxy, register, scratchDatabase, startInstance, startNginx } from './cluster';

/*
 * Behind deploy/nginx.conf, a client cannot name its own address or host: rotating X-Forwarded-For escapes no
 * per-address limit, X-Forwarded-Host changes no link the server hands out, and an unknown Host is refused.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const SITE = 'https://www.xueban.example';

/** A GET with headers fetch will not let a caller set (Host); resolves to the status, or null when nginx closed the connection. */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<number | null> {
  const url = new URL(path, base);
  return new Promise((resolveStatus) => {
    const sent = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent: false },
      (response) => {
        response.resume();
        resolveStatus(response.statusCode ?? null);
      },
    );
    sent.once('error', () => resolveStatus(null));
    sent.end();
  });
}

describe.skipIf(!databaseUrl || !redisUrl || !NGINX)('forged addresses and hosts behind nginx', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let one: Instance;
  let two: Instance;
  let proxy: Proxy;
  const prefix = `forged-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await scratchDatabase(databaseUrl!);
    // As deployed: only the proxy (here on the loopback) is believed, and links start from WEB_BASE_URL.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '127.0.0.1',
      WEB_BASE_URL: SITE,
    };
    one = await startInstance(env);
    two = await startInstance(env);
    proxy = await startNginx([one.port, two.port]);
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue('jobs', { connection, prefix: `${prefix}bull` });
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });

  it('counts a client rotating X-Forwarded-For as the one address it connects from', async () => {
    const { limit } = LIMITS.captcha;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const forged = `203.0.113.${i % 250}`;
      const answer = await fetch(`${proxy.url}/api/captcha?c=${randomBytes(6).toString('hex')}`, {
        headers: { 'x-forwarded-for': forged },
      });
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('hands out payment links on WEB_BASE_URL whatever X-Forwarded-Host says', async () => {
    const buyer = await register(proxy.url, proxy.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const course = await client.query<{ id: number }>(
      'SELECT id FROM courses WHERE price_cents > 0 AND is_published ORDER BY id LIMIT 1',
    );
    await client.end();
    const courseId = String(course.rows[0]!.id);
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const post = async <T>(path: string, form: Record<string, string>) => {
      const response = await fetch(`${proxy.url}${path}`, {
        method: 'POST',
        headers: {
          ...forged,
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${buyer.token}`,
        },
        body: new URLSearchParams(form).toString(),
      });
      return (await response.json()) as { status: number; message: string; appData: T };
    };
    const order = await post<{ orderNo: string }>('/api/v1/orders/createOrder', { courseId, payMethod: 'alipay' });
    expect(order.status, order.message).toBe(1);
    const started = await post<{ url: string; openUrl: string | null }>('/api/pay/v1/pay/alipay/payOrder', {
      orderNo: order.appData.orderNo,
      device: 'desktop',
    });
    expect(started.status, started.message).toBe(1);
    expect(started.appData.url.startsWith(`${SITE}/`)).toBe(true);
    expect(JSON.stringify(started)).not.toContain('evil.example');
    // The same call made straight to an instance (no proxy to drop the header) is not believed either.
    const direct = await call<{ url: string }>(
      one.url,
      '/api/pay/v1/pay/alipay/payOrder',
      { orderNo: order.appData.orderNo, device: 'desktop' },
      buyer.token,
    );
    expect(direct.appData.url.startsWith(`${SITE}/`)).toBe(true);
  });

  it('refuses a Host that is not the site, closing the connection unanswered', async () => {
    expect(await rawGet(proxy.url, '/readyz', { host: '127.0.0.1' })).toBe(200);
    expect(await rawGet(proxy.url, '/readyz', { host: 'evil.example' })).toBeNull();
    expect(
      await rawGet(proxy.url, '/api/captcha?c=abcdef', { host: 'evil.example', 'x-forwarded-host': 'evil.example' }),
    ).toBeNull();
  });
});
