import { z } from 'zod';
import { booleanFlag, integerIn, trustProxyValue } from './env';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/**
 * What NODE_ENV means, failing closed: only exactly `development` or `test` is that; unset, empty or anything
 * else (`staging`, `prod`, a typo) is production, with its checks and without the development conveniences.
 */
export function nodeEnvOf(value: string | undefined): NodeEnv {
  return value === 'development' || value === 'test' ? value : 'production';
}

/**
 * Whether the development conveniences exist: the /api/dev/* routes, the fixed or answerable captcha, the
 * development keys and secrets, the demo content by default.
 */
export function hasDevelopmentConveniences(nodeEnv: NodeEnv): boolean {
  return nodeEnv !== 'production';
}

/**
 * `production`: a real launch. `trial`: a production deployment that openly runs the sandbox cashier, the
 * demo content and the local SMS provider (which sends nothing), and says so in its log at every start.
 */
export const SITE_MODES = ['production', 'trial'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
/** A session may last at most this long in production: a lost or shared device stays signed in no longer. */
export const MAX_PRODUCTION_SESSION_TTL_HOURS = 7 * 24;

/** A production deployment started as a trial (SITE_MODE=trial), as opposed to a launch or a development machine. */
export function isTrialSite(config: { nodeEnv: NodeEnv; siteMode: SiteMode }): boolean {
  return !hasDevelopmentConveniences(config.nodeEnv) && config.siteMode === 'trial';
}

/** What the process is and where it listens and keeps its data. */
export const serverEnv = {
  /** Read by nodeEnvOf: anything but development or test is production. */
  NODE_ENV: z.string().optional().transform(nodeEnvOf),
  SITE_MODE: z.enum(SITE_MODES, { error: '应为 production 或 trial' }).default('production'),
  /** 0 picks a free port. */
  PORT: integerIn(0, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built site to serve (index.html, admin.html, assets/, ssr/); ./dist by default. */
  WEB_ROOT: z.string().optional(),
  /**
   * Whether an empty database gets the demo catalogue and the demo accounts (whose password the README
   * publishes). On by default except in production, where an operator turns it on for a trial.
   */
  DEMO_CONTENT: booleanFlag.optional(),
};

/** How requests are received: proxies believed, metrics, sizes, sessions, caches and rate limits. */
export const httpEnv = {
  TRUST_PROXY: trustProxyValue.default(false),
  /** Bearer token for /metrics from other machines (this machine may always read it). */
  METRICS_TOKEN: z.string().min(16, { error: '至少 16 个字符' }).optional(),
  APP_IOS_URL: z.url({ protocol: /^https$/, error: '应为 https:// 开头的 App Store 地址' }).optional(),
  APP_ANDROID_URL: z.url({ protocol: /^https$/, error: '应为 https:// 开头的安卓应用商店或安装包地址' }).optional(),
  /** Bearer token with which staff read private uploads (resumes, complaint screenshots) of anyone. */
  PRIVATE_FILES_TOKEN: z.string().min(16, { error: '至少 16 个字符' }).optional(),
  BODY_LIMIT_BYTES: integerIn(1024, 50 * 1024 * 1024).default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: integerIn(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024),
  SESSION_TTL_HOURS: integerIn(1, 24 * 90).default(24),
  PUBLIC_CACHE_SECONDS: integerIn(0, 3600).default(30),
  USER_CACHE_SECONDS: integerIn(0, 3600).default(60),
  RATE_LIMITS: booleanFlag.default(true),
};
