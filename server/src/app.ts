import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import type { AppConfig } from './platform/config';
import { usePasswordHashCost } from './platform/db/password';
import type { Db } from './platform/db/client';
import type { RowChangeFeed } from './platform/db/rowChanges';
import { registerContractRoutes } from './platform/plugins/contractRoutes';
import type { AppDeps } from './platform/plugins/deps';
import { registerDocs } from './platform/plugins/docs';
import { installErrorHandling } from './platform/plugins/errors';
import { createMetrics, registerMetrics } from './platform/plugins/metrics';
import { registerRequestIdHeader, REQUEST_ID_LOG_LABEL, requestIdGenerator } from './platform/plugins/requestId';
import { registerSecurityHeaders } from './platform/plugins/securityHeaders';
import { registerApiCors } from './platform/plugins/apiCors';
import { consoleFallback, registerPageRoutes, registerStaticFiles, spaFallback } from './platform/plugins/staticFiles';
import { registerPictureWidths } from './platform/plugins/pictureWidths';
import { bootConfigBlock } from './platform/plugins/bootConfig';
import { installZodCompilers } from './platform/plugins/validation';
import { createProviders, type Providers } from './providers';
import { apiRoutes, newAccountHooks, registerModuleRoutes, smsPurposeRegistrations } from './modules';
import { createPaymentGateway, type PaymentGatewayOptions } from './providers/payment';
import { createStaffSessions } from './modules/console';
import { recordVisit } from './modules/insight';
import { requestChannel } from './platform/plugins/siteChannel';
import { createEvaluationSessions } from './modules/evaluation';
import type { ApiRoute } from './platform/plugins/define';
import { openingAnswers } from './seo/openingAnswers';
import { serverRender } from './seo/serverRender';
import { registerSeoRoutes, renderPageHead } from './seo/routes';
import { createCaptchaService, createSmsPurposes, welcomeNewAccounts } from './modules/accounts';
import { createRateLimit } from './platform/rateLimit/rateLimit';
import { createReadCache } from './platform/cache/readCache';
import { shareInvalidation } from './platform/cache/sharedInvalidation';
import { createSessionService } from './platform/sessions/sessions';
import { createUserCache } from './platform/cache/userCache';
import type { Store } from './platform/store';

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
  const cache = shareInvalidation(createReadCache({ ttlSeconds: config.publicCacheSeconds }), db, (error) =>
    app.log.warn({ error }, '缓存失效通知未能发出'),
  );
  if (options.rowChanges) {
    const stopHearing = await cache.follow(options.rowChanges);
    app.addHook('onClose', stopHearing);
  }
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
    staffSessions: createStaffSessions(db, now),
    captcha: createCaptchaService(store, { fixedAnswer: config.captchaFixedAnswer }),
    smsPurposes: createSmsPurposes(smsPurposeRegistrations),
    welcomeNewAccount: welcomeNewAccounts(newAccountHooks),
    cache,
    userCache,
    rateLimit: createRateLimit(store),
    metrics: createMetrics({ userCache }),
  };
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  app.decorateRequest('evaluationUser', null);
  app.decorateRequest('staff', null);

  registerRequestIdHeader(app);
  installZodCompilers(app);
  const bootBlock = bootConfigBlock(config);
  const servePage = spaFallback(
    distDir,
    renderPageHead(deps),
    openingAnswers(app),
    bootBlock,
    config.serverRender ? serverRender(app, distDir) : undefined,
  );
  const serveConsole = consoleFallback(distDir, bootBlock);
  // The dashboard's visits: one per page of the public site served, by channel and day, nothing of the visitor.
  const countVisit = (request: FastifyRequest) => {
    recordVisit(deps.db, requestChannel(request), deps.now()).catch((error: unknown) =>
      request.log.warn({ err: error }, 'a page visit could not be counted'),
    );
  };
  const serveAppPage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (await serveConsole(request, reply)) return true;
    const served = await servePage(request, reply);
    if (served && request.method === 'GET') countVisit(request);
    return served;
  };
  installErrorHandling(app, { bodyLimit: config.bodyLimitBytes, fallback: serveAppPage });

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
  await registerApiCors(app, config);
  registerMetrics(app, deps.metrics!, { token: config.metricsToken });
  await registerDocs(app, { orgNumber: config.orgNumber });

  registerContractRoutes(app, options.routes ?? apiRoutes);
  await registerModuleRoutes(app);
  registerSeoRoutes(app);
  registerPictureWidths(app, assetsDir);
  await registerStaticFiles(app, { distDir, assetsDir });
  registerPageRoutes(app, serveAppPage);

  return app;
}
