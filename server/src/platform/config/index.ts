import { resolve } from 'node:path';
import { z } from 'zod';
import { databaseEnv } from './database';
import { ConfigError, type Env, normalisePem } from './env';
import { DEV_AES_KEY, DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from './keys/dev-keys';
import { DEV_SANDBOX_SECRET, type PaymentConfig, paymentEnv, paymentProvidersEnv, readPaymentConfig } from './payment';
import {
  checkKeyPair,
  DEV_INSPECTOR_LINK_SECRET,
  formsEnv,
  inspectorLinkSecret,
  keysEnv,
  OWN_SECRETS,
  type OwnSecret,
  PLACEHOLDER_PREFIX,
  PRODUCTION_PASSWORD_HASH_COST,
  SECRET_VARIABLES,
  secretsEnv,
} from './security';
import {
  hasDevelopmentConveniences,
  httpEnv,
  MAX_PRODUCTION_SESSION_TTL_HOURS,
  type NodeEnv,
  serverEnv,
  type SiteMode,
} from './server';
import { notificationsEnv, siteEnv } from './site';
import { type AliyunSmsConfig, readAliyunSmsConfig, smsEnv, type SMS_PROVIDERS } from './sms';
import { readStorageConfig, type StorageConfig, storageEnv } from './storage';
import { mediaEnv, readVideoConfig, type VideoConfig, videoEnv } from './video';
import { readWechatConfig, type WechatConfig, wechatEnv } from './wechat';

export { ConfigError } from './env';
export * from './database';
export * from './payment';
export * from './security';
export * from './server';
export * from './site';
export * from './sms';
export * from './storage';
export * from './video';
export * from './wechat';

export interface AppConfig {
  nodeEnv: NodeEnv;
  /** SITE_MODE: whether a production deployment is a trial (sandbox cashier, demo accounts) or a launch. */
  siteMode: SiteMode;
  port: number;
  host: string;
  dataDir: string;
  /** An empty database is given the demo catalogue and accounts (DEMO_CONTENT; off in production by default). */
  demoContent: boolean;
  databaseUrl: string | undefined;
  /** PostgreSQL: name parameterised queries so each connection plans them once. */
  databasePreparedStatements: boolean;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  /**
   * Whose X-Forwarded-* headers are believed: the proxy's addresses (IPs or CIDRs, as Fastify's trustProxy
   * takes them), or, outside production only, `true` for any sender.
   */
  trustProxy: boolean | string[];
  metricsToken: string | undefined;
  /** The app's store pages on /m/download; where they are set they win over the site content's. */
  appStoreLinks: { iosUrl: string | undefined; androidUrl: string | undefined };
  privateFilesToken: string | undefined;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  sessionTtlHours: number;
  /** Seconds a cached public read stays fresh in each process. */
  publicCacheSeconds: number;
  /**
   * Seconds a copy of a signed-in user's session or read stays in each process at most. The database's
   * change notices drop copies as soon as their rows change; this bounds anything they do not cover.
   */
  userCacheSeconds: number;
  /** Per-client limits on anonymous writes, captcha images and upload tokens. */
  rateLimits: boolean;
  aesKey: string;
  rsa: { publicKey: string; privateKey: string };
  orgNumber: string;
  client: { number: string; id: string; storeKey: string; name: string; tokenName: string };
  webBaseUrl: string;
  authBaseUrl: string;
  wechat: WechatConfig;
  encryptedBody: boolean;
  /** Whether the server draws the public pages for anonymous visitors (SERVER_RENDER). */
  serverRender: boolean;
  captchaFixedAnswer: string | undefined;
  smsProvider: (typeof SMS_PROVIDERS)[number];
  aliyunSms: AliyunSmsConfig | undefined;
  /** When on, a login from an unknown device (or by a flagged account) must pass an SMS check first. */
  smsWhitelist: boolean;
  /** SMS_TRIAL_CODE: on a trial site with the local SMS provider, every code is this one, shown on its pages. */
  smsTrialCode: string | undefined;
  /** Ceiling on the text messages of the whole site in one clock hour, a bound on what a flood can cost. */
  smsHourlyCeiling: number;
  payment: PaymentConfig;
  storage: StorageConfig;
  /** Lesson videos: HMAC secret of the signed addresses, their lifetime, and the folder the files live in. */
  video: VideoConfig;
  /** How often queued broadcasts are fanned out into users' notifications. */
  notificationFanOutSeconds: number;
  /** HMAC key of the stand-in password an undecryptable password ciphertext is given (modules/accounts/passwords.ts). */
  passwordRejectionSecret: string;
  /** HMAC key of stored SMS codes and of the SMS send signatures (modules/accounts/smsCodes.ts). */
  smsCodeSecret: string;
  /** HMAC key of the local storage's upload tokens. */
  uploadTokenSecret: string;
  /** Encrypts the staff's authenticator secrets at rest (modules/console/totpSecrets.ts). */
  staffTotpKey: string;
  /** HMAC key of the console's inspector links (modules/console/inspectorLinks.ts); null: no links are made. */
  inspectorLinkSecret: string | null;
  /** The built site the server serves (WEB_ROOT); undefined for ./dist. */
  webRoot: string | undefined;
  /** scrypt cost (N) of new password hashes; lower only outside production, where tests want speed. */
  passwordHashCost: number;
}

/**
 * Every variable, each concern's from its own file. The fragments keep the order the variables have always
 * been checked in, so that a start with several mistakes lists them in the same order.
 */
const envSchema = z.object({
  ...serverEnv,
  ...databaseEnv,
  ...httpEnv,
  ...keysEnv,
  ...siteEnv,
  ...wechatEnv,
  ...formsEnv,
  ...smsEnv,
  ...paymentEnv,
  ...notificationsEnv,
  ...videoEnv,
  ...secretsEnv,
  ...mediaEnv,
  ...paymentProvidersEnv,
  ...storageEnv,
});

type ParsedEnv = z.output<typeof envSchema>;

/**
 * What a production start refuses beyond the development keys, each naming the variable to change. A trial
 * (SITE_MODE=trial) may run the sandbox cashier, the demo content and the local SMS provider; its defences
 * (rate limits, its public address, short sessions, separate secrets) are those of a launch.
 */
function productionProblems(e: ParsedEnv, present: Env): string[] {
  const problems: string[] = [];
  const trial = e.SITE_MODE === 'trial';
  // The sandbox hands out courses for a button press: production runs it only when asked by name.
  if (!e.PAYMENT_PROVIDER) {
    problems.push(`生产环境需要设置 PAYMENT_PROVIDER（alipay、wechat、icbc${trial ? '，或明确写 sandbox' : ''}）`);
  } else if (e.PAYMENT_PROVIDER === 'sandbox' && !trial) {
    problems.push(
      'PAYMENT_PROVIDER=sandbox 让任何人不付款就能买课：正式站点请用 alipay、wechat 或 icbc；试用站点请设置 SITE_MODE=trial',
    );
  } else if (e.PAYMENT_PROVIDER === 'sandbox' && e.PAYMENT_SANDBOX_SECRET === DEV_SANDBOX_SECRET) {
    problems.push('生产环境运行支付沙箱时需要设置自己的 PAYMENT_SANDBOX_SECRET');
  }
  if (e.SMS_PROVIDER === 'local' && !trial) {
    problems.push(
      'SMS_PROVIDER 为 local（默认值）：验证码不会真的发出，请设置 SMS_PROVIDER=aliyun；试用站点请设置 SITE_MODE=trial',
    );
  }
  // A trial's testers receive no SMS: its codes are one known code, which only a trial's local provider may use.
  if (e.SMS_TRIAL_CODE && (!trial || e.SMS_PROVIDER !== 'local')) {
    problems.push('SMS_TRIAL_CODE 只能用于试用站点（SITE_MODE=trial 且 SMS_PROVIDER=local）：正式站点请删除它');
  }
  if (e.DEMO_CONTENT === true && !trial) {
    problems.push('DEMO_CONTENT=true 会写入密码公开在 README 里的演示账号：正式站点请设为 false；试用站点请设置 SITE_MODE=trial');
  }
  if (!e.RATE_LIMITS) problems.push('生产环境不能关闭限流：请删除 RATE_LIMITS=false');
  if (!e.WEB_BASE_URL) problems.push('生产环境需要设置 WEB_BASE_URL（站点的公网地址，如 https://www.example.cn）');
  // `true` believes whoever connects: any client could name its own address (escaping the per-address limits)
  // and its own host. Only the proxy's addresses are believed.
  if (e.TRUST_PROXY === true) {
    problems.push('TRUST_PROXY=true 会相信任何客户端自称的地址：请写 nginx 的地址（如 127.0.0.1 或 172.28.0.0/16）');
  }
  if (e.SESSION_TTL_HOURS > MAX_PRODUCTION_SESSION_TTL_HOURS) {
    problems.push(`生产环境的 SESSION_TTL_HOURS 最多 ${MAX_PRODUCTION_SESSION_TTL_HOURS}（7 天）`);
  }
  const holders = new Map<string, string[]>();
  for (const name of SECRET_VARIABLES) {
    const value = present[name];
    if (value === undefined) continue;
    if (value.trim().startsWith(PLACEHOLDER_PREFIX)) {
      problems.push(`${name} 仍是 deploy/env.example 里的占位值，请换成自己生成的随机值`);
      continue;
    }
    const key = normalisePem(value);
    holders.set(key, [...(holders.get(key) ?? []), name]);
  }
  for (const names of holders.values()) {
    if (names.length > 1) problems.push(`${names.join('、')} 用了同一个值：每个密钥应各自生成，泄露一个不应连累另一个`);
  }
  return problems;
}

/** Reads configuration from environment variables; throws a ConfigError listing every problem. */
export function loadConfig(env: Env, baseDir: string = process.cwd()): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  const rsa = { privateKey: normalisePem(e.RSA_PRIVATE_KEY), publicKey: normalisePem(e.RSA_PUBLIC_KEY) };
  const keyProblem = checkKeyPair(rsa.privateKey, rsa.publicKey);
  if (keyProblem) problems.push(keyProblem);

  const wechat = readWechatConfig(e, problems);

  const aliyunSms = readAliyunSmsConfig(e, problems);

  const storage = readStorageConfig(e, problems);

  const payment = readPaymentConfig(e, problems);

  if (!hasDevelopmentConveniences(e.NODE_ENV)) {
    if (e.AES_KEY === DEV_AES_KEY) problems.push('生产环境不能使用开发用 AES_KEY，请设置自己的 AES_KEY');
    if (e.AES_KEY.length < 16) problems.push('生产环境的 AES_KEY 至少需要 16 个字符');
    if (rsa.privateKey === DEV_RSA_PRIVATE_KEY.trim() || rsa.publicKey === DEV_RSA_PUBLIC_KEY.trim()) {
      problems.push('生产环境不能使用开发用 RSA 密钥，请设置 RSA_PRIVATE_KEY 和 RSA_PUBLIC_KEY');
    }
    if (e.CAPTCHA_FIXED_ANSWER) problems.push('生产环境不能设置 CAPTCHA_FIXED_ANSWER');
    if (e.INSPECTOR_LINK_SECRET === DEV_INSPECTOR_LINK_SECRET) {
      problems.push('生产环境需要设置自己的 INSPECTOR_LINK_SECRET（状态检查器链接的签名密钥），或不设置以关闭检查器链接');
    }
    problems.push(...productionProblems(e, present));
    for (const [name, { development, purpose }] of Object.entries(OWN_SECRETS)) {
      if (e[name as OwnSecret] === development) problems.push(`生产环境需要设置自己的 ${name}（${purpose}）`);
    }
    if (e.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST) {
      problems.push(`生产环境的 PASSWORD_HASH_COST 不能低于 ${PRODUCTION_PASSWORD_HASH_COST}（OWASP 建议的 scrypt 参数）`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    siteMode: e.SITE_MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(baseDir, e.DATA_DIR),
    demoContent: e.DEMO_CONTENT ?? hasDevelopmentConveniences(e.NODE_ENV),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    appStoreLinks: { iosUrl: e.APP_IOS_URL, androidUrl: e.APP_ANDROID_URL },
    privateFilesToken: e.PRIVATE_FILES_TOKEN,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    userCacheSeconds: e.USER_CACHE_SECONDS,
    rateLimits: e.RATE_LIMITS,
    aesKey: e.AES_KEY,
    rsa,
    orgNumber: e.ORG_NUMBER,
    client: {
      number: e.CLIENT_NUMBER ?? e.ORG_NUMBER,
      id: e.CLIENT_ID,
      storeKey: e.CLIENT_STORE_KEY,
      name: e.CLIENT_NAME,
      tokenName: e.CLIENT_TOKEN_NAME,
    },
    webBaseUrl: e.WEB_BASE_URL ?? '',
    authBaseUrl: e.AUTH_BASE_URL ?? e.WEB_BASE_URL ?? '',
    wechat,
    encryptedBody: e.ENCRYPTED_BODY,
    serverRender: e.SERVER_RENDER,
    captchaFixedAnswer: e.CAPTCHA_FIXED_ANSWER,
    smsProvider: e.SMS_PROVIDER,
    aliyunSms,
    smsWhitelist: e.SMS_WHITELIST,
    smsTrialCode: e.SMS_TRIAL_CODE,
    smsHourlyCeiling: e.SMS_HOURLY_CEILING,
    payment,
    storage,
    notificationFanOutSeconds: e.NOTIFICATION_FAN_OUT_SECONDS,
    video: readVideoConfig(e, baseDir),
    passwordRejectionSecret: e.PASSWORD_REJECTION_SECRET,
    smsCodeSecret: e.SMS_CODE_SECRET,
    uploadTokenSecret: e.UPLOAD_TOKEN_SECRET,
    staffTotpKey: e.STAFF_TOTP_KEY,
    inspectorLinkSecret: inspectorLinkSecret(e.INSPECTOR_LINK_SECRET, hasDevelopmentConveniences(e.NODE_ENV)),
    webRoot: e.WEB_ROOT === undefined ? undefined : resolve(baseDir, e.WEB_ROOT),
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}
