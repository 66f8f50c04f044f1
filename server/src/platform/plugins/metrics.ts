import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UserCache } from '../cache/userCache';
import { sendFailure } from './envelope';

/** What the app counts: one registry per app, so several apps in one process (tests) never mix figures. */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  jobRuns: Counter<'job' | 'outcome'>;
  paymentOutcomes: Counter<'provider' | 'outcome' | 'source'>;
}

export function createMetrics(sources: { userCache?: UserCache } = {}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { userCache } = sources;
  if (userCache) {
    // Read when scraped: whether this instance hears the database's change notices, and how its copies serve.
    new Gauge({
      name: 'user_copies_following',
      help: 'Whether copies of signed-in users’ sessions and reads are kept (1: the change feed is connected)',
      registers: [registry],
      collect() {
        this.set(userCache.active ? 1 : 0);
      },
    });
    new Gauge({
      name: 'user_copies_held',
      help: 'Copies of signed-in users’ sessions and reads held now',
      registers: [registry],
      collect() {
        this.set(userCache.counts().entries);
      },
    });
    new Gauge({
      name: 'user_copies_held_bytes',
      help: 'Bytes of copied answers held now (sessions counted at a fixed size); bounded at 64 MiB',
      registers: [registry],
      collect() {
        this.set(userCache.counts().bytes);
      },
    });
    new Counter({
      name: 'user_copies_total',
      help: 'Signed-in sessions and reads answered from a copy (hit) or loaded while copying (miss)',
      labelNames: ['outcome'],
      registers: [registry],
      collect() {
        // The cache counts; the figures are copied over at each scrape.
        const { hits, misses } = userCache.counts();
        this.reset();
        this.inc({ outcome: 'hit' }, hits);
        this.inc({ outcome: 'miss' }, misses);
      },
    });
  }
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern',
      labelNames: ['method', 'route', 'status_code'],
      // Reads answer in a few milliseconds; order creation should stay under 100 ms.
      buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'jobs_runs_total',
      help: 'Periodic job runs on this instance, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    paymentOutcomes: new Counter({
      name: 'payment_notifications_total',
      help: 'Payment notifications and reconciliation findings decided, by provider and outcome',
      labelNames: ['provider', 'outcome', 'source'],
      registers: [registry],
    }),
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How long readiness waits for the database or Redis before calling it down. */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} 超时`)), READY_TIMEOUT_MS).unref()),
  ]);
}

/**
 * GET /metrics (Prometheus text: request latency by route, job runs, payment outcomes, process figures), open to
 * this machine and, from elsewhere, only with METRICS_TOKEN; GET /healthz (the process answers) and GET /readyz
 * (the database and Redis answer too), for the load balancer and the orchestrator.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, options: { token: string | undefined }): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '') && !tokenMatches(request, options.token)) {
      return sendFailure(reply, 403, '无权查看运行指标');
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { db, store } = app.deps;
    const checks = await Promise.allSettled([
      withTimeout(db.execute(sql`select 1`), '数据库'),
      withTimeout(store.get('readyz'), app.deps.config.redisUrl ? 'Redis' : '临时数据'),
    ]);
    const [database, ephemeral] = checks.map((check) => (check.status === 'fulfilled' ? 'ok' : 'down'));
    const ready = database === 'ok' && ephemeral === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', database, store: ephemeral });
  });
}
