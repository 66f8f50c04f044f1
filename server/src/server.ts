import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './platform/config';
import { createDatabase } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { usePasswordHashCost } from './platform/db/password';
import { rowChangesOf } from './platform/db/rowChanges';
import { DEMO_ACCOUNTS, seedIfEmpty } from './platform/db/seed';
import { DOCS_PREFIX } from './platform/plugins/docs';
import { createStore, type Store } from './platform/store';
import { scheduleJobs } from './modules/jobs';

export interface RunningServer {
  app: FastifyInstance;
  config: AppConfig;
  url: string;
  /** True when this start wrote the demo content into an empty database. */
  seeded: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Called after the app is built and before it listens: extra routes for tools such as the benchmark. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Told each step of the start; the command line prints them, since a first start takes a while. */
  progress?: (step: string) => void;
}

/**
 * What a production deployment in trial mode (SITE_MODE=trial) runs that a launch would refuse, said at every
 * start so no one mistakes the trial for the real site. Null for every other start.
 */
export function trialNotice(config: AppConfig): string | null {
  if (config.nodeEnv !== 'production' || config.siteMode !== 'trial') return null;
  const open = [
    ...(config.payment.mode === 'sandbox' ? ['支付沙箱（不付款即可开通课程）'] : []),
    ...(config.demoContent ? ['演示数据与演示账号（密码公开在 README 中）'] : []),
    ...(config.smsProvider === 'local'
      ? [
          config.smsTrialCode
            ? `本地短信（不会真的发出，验证码统一为 ${config.smsTrialCode}，页面顶部有说明）`
            : '本地短信（验证码不会真的发出，注册和新设备登录收不到验证码：请设置 SMS_TRIAL_CODE）',
        ]
      : []),
  ];
  return `SITE_MODE=trial：这是试用站点，不是正式上线${open.length > 0 ? `；开放了${open.join('、')}` : ''}。正式上线前请去掉 SITE_MODE=trial。`;
}

/** Opens the database (migrating and seeding an empty one), the ephemeral store and the HTTP listener. */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  options: StartOptions = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  // Before the demo accounts are seeded, so theirs are hashed like every other.
  usePasswordHashCost(config.passwordHashCost);
  options.progress?.(config.databaseUrl ? '正在连接数据库…' : `正在打开数据库（${config.dataDir}）…`);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
    poolSize: config.databasePoolSize,
    // The embedded database works beside the requests, not between them (see db/pgliteThread.ts).
    ownThread: true,
  });
  let store: Store | undefined;
  let app: FastifyInstance | undefined;
  try {
    options.progress?.(config.demoContent ? '正在检查数据库结构并准备演示数据…' : '正在检查数据库结构…');
    await runMigrations(database);
    // A production database starts empty unless asked: the demo accounts' password is published.
    const seeded = config.demoContent ? await seedIfEmpty(database.db) : false;
    store = await createStore({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
    app = await buildApp({
      config,
      db: database.db,
      store,
      rowChanges: rowChangesOf(database),
      distDir: config.webRoot,
      logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
    });
    const trial = trialNotice(config);
    if (trial) app.log.warn({ siteMode: config.siteMode }, trial);
    await options.extend?.(app);
    await app.listen({ port: config.port, host: config.host });
    // Closing unpaid orders, reconciling payments and the yearly grade promotion.
    const jobs = scheduleJobs(app);
    jobs.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const running = { app, store };
    let closed = false;
    return {
      app,
      config,
      url: `http://${shownHost}:${port}`,
      seeded,
      async close() {
        if (closed) return;
        closed = true;
        await jobs.stop();
        await running.app.close();
        await running.store.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await store?.close();
    await database.close();
    throw error;
  }
}

function banner(server: RunningServer): string {
  const { config } = server;
  const database = config.databaseUrl ? 'PostgreSQL（DATABASE_URL）' : `PGlite（${config.dataDir}）`;
  const store = config.redisUrl ? 'Redis（REDIS_URL）' : '进程内存';
  const trial = trialNotice(config);
  return [
    '',
    ...(trial ? [`！！！ ${trial}`, ''] : []),
    `学伴在线已启动：${server.url}`,
    `  接口文档：${server.url}${DOCS_PREFIX}`,
    `  数据库：${database}${server.seeded ? '，已写入演示数据' : ''}`,
    `  临时数据：${store}`,
    `  匿名请求头：Authorization: Org ${config.orgNumber}`,
    '',
    ...(config.demoContent
      ? [
          '演示账号（手机号 / 密码）：',
          `  学生：${DEMO_ACCOUNTS.student.phone} / ${DEMO_ACCOUNTS.student.password}`,
          `  新同学（未选年级）：${DEMO_ACCOUNTS.newStudent.phone} / ${DEMO_ACCOUNTS.newStudent.password}`,
          `  测评账号：${DEMO_ACCOUNTS.evaluation.phone} / ${DEMO_ACCOUNTS.evaluation.password}`,
          '',
        ]
      : ['演示数据未开启（DEMO_CONTENT=false）：空数据库不会写入演示课程和演示账号。', '']),
  ].join('\n');
}

/** Starts the server for the command line: prints the address and demo accounts, stops cleanly on SIGINT/SIGTERM. */
export async function main(options: StartOptions = {}): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(process.env, { progress: (step) => console.log(step), ...options });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  console.log(banner(server));
  const stop = (signal: string) => {
    console.log(`收到 ${signal}，正在停止…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
