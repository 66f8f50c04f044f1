import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import type { AppConfig } from './config';
import { usePasswordHashCost } from './db/password';
import type { Db } from './db/client';
import type { RowChangeFeed } from './db/rowChanges';
import { registerContractRoutes } from './plugins/contractRoutes';
import type { AppDeps } from './plugins/deps';
import { registerDocs } from './plugins/docs';
import { installErrorHandling } from './plugins/errors';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerRequestIdHeader, REQUEST_ID_LOG_LABEL, requestIdGenerator } from './plugins/requestId';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStaticFiles, spaFallback } from './plugins/staticFiles';
import { bootConfigBlock } from './plugins/bootConfig';
import { installZodCompilers } from './plugins/validation';
import { createProviders, type Providers } from './providers';
import { apiRoutes, smsPurposeRegistrations } from './routes';
import { createPaymentGateway, type PaymentGatewayOptions } from './providers/payment';
import { registerVideoStream } from './routes/videoStream';
import { registerCaptchaRoute } from './routes/captcha';
import { registerPaymentCallbacks } from './routes/pay/callbacks';
import { registerWechatAuthorize } from './routes/pay/wechatAuthorize';
import { registerDevSmsInbox } from './routes/user/devSmsInbox';
import { registerDevWechatFollow } from './routes/evaluation/devWechatFollow';
import { registerOfficialAccount } from './routes/evaluation/officialAccount';
import { registerEvaluationPdf } from './routes/evaluation/reportPdf';
import { createEvaluationSessions } from './services/evaluation/sessions';
import type { ApiRoute } from './routes/define';
import { registerLocalUpload } from './routes/upload';
import { openingAnswers } from './seo/openingAnswers';
import { registerSeoRoutes, renderPageHead } from './seo/routes';
import { createSmsPurposes } from './services/accounts/smsPurposes';
import { createCaptchaService } from './services/captcha';
import { createRateLimit } from './services/rateLimit';
import { createReadCache } from './services/readCache';
import { createSessionService } from './services/sessions';
import { createUserCache } from './services/userCache';
import type { Store } from './store';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  store: Store;
  /** Current time; tests move it to check expiry. */
  clock?: () => Date;
  /** Replaces the providers chosen by configuration (SMS, WeChat, storage …). */
  providers?: Partial<Providers>;
  logger?: FastifyServerOptions['logger'];
  /** Built SPA to serve; null serves none. Defaults to ./dist. */
  distDir?: string | null;
  /** Demo content files served at /assets/. Defaults to server/assets. */
  assetsDir?: string | null;
  /** Calls to serve; defaults to every call of the contract. */
  routes?: readonly ApiRoute[];
  /** How payments reach their providers (tests deliver the sandbox's notifications through inject). */
  payment?: Omit<PaymentGatewayOptions, 'db' | 'now'>;
  /**
   * The database's notices of whose rows changed (`rowChangesOf(handle)`). Without them no instance could
   * tell when another changed a user's rows, so signed-in users' sessions and reads are not copied.
   */
  rowChanges?: RowChangeFeed;
}

/** The API (and the built SPA when present) as a Fastify instance that is not listening yet. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, store } = options;
  usePasswordHashCost(config.passwordHashCost);
  const now = options.clock ?? (() => new Date());
  const distDir = options.distDir === undefined ? join(REPO_ROOT, 'dist') : options.distDir;
  const assetsDir = options.assetsDir === undefined ? join(REPO_ROOT, 'server', 'assets') : options.assetsDir;

  const app = Fastify({
    logger: options.logger ?? false,
    // Every log line of a request carries its id (reqId); the id comes back in x-request-id.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // One log line per request would cost more than serving a cached read.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    return503OnClosing: true,
  });

  const providers: Providers = { ...createProviders(config, store), ...options.providers };
  const userCache = createUserCache({ ttlSeconds: config.userCacheSeconds, now: () => now().getTime() });
  if (options.rowChanges) await userCache.follow(options.rowChanges);
  app.addHook('onClose', () => userCache.close());
  const deps: AppDeps = {
    config,
    db,
    store,
    now,
    providers,
    payments: createPaymentGateway(config, {
      db,
      now,
      ...options.payment,
      onDeliveryFailed: (outTradeNo, error) => app.log.warn({ outTradeNo, error }, '沙箱支付通知未被接收'),
    }),
    sessions: createSessionService(db, { ttlHours: config.sessionTtlHours, now, cache: userCache }),
    evaluationSessions: createEvaluationSessions(db, now),
    captcha: createCaptchaService(store, { fixedAnswer: config.captchaFixedAnswer }),
    smsPurposes: createSmsPurposes(smsPurposeRegistrations),
    cache: createReadCache({ ttlSeconds: config.publicCacheSeconds }),
    userCache,
    rateLimit: createRateLimit(store),
    metrics: createMetrics({ userCache }),
  };
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  app.decorateRequest('evaluationUser', null);

  registerRequestIdHeader(app);
  installZodCompilers(app);
  installErrorHandling(app, {
    bodyLimit: config.bodyLimitBytes,
    fallback: spaFallback(distDir, renderPageHead(deps), openingAnswers(app), bootConfigBlock(config)),
  });

  // Calls are forms or JSON; a text/plain body would only reach validation as an unexplained string.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // The default brotli level (11) costs more CPU per response than it saves in bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, config);
  registerMetrics(app, deps.metrics!, { token: config.metricsToken });
  await registerDocs(app, { orgNumber: config.orgNumber });

  registerContractRoutes(app, options.routes ?? apiRoutes);
  registerCaptchaRoute(app);
  registerVideoStream(app);
  await registerPaymentCallbacks(app);
  registerWechatAuthorize(app);
  // Development and test only: the local SMS provider's inbox, read by the browser tests.
  registerDevSmsInbox(app);
  registerDevWechatFollow(app);
  registerOfficialAccount(app);
  registerEvaluationPdf(app);
  // Always: private files (resumes, screenshots) stay on the server's own store even when pictures go to Qiniu.
  await registerLocalUpload(app, providers.files, config.uploadLimitBytes);
  registerSeoRoutes(app);
  await registerStaticFiles(app, { distDir, assetsDir });

  return app;
}
