import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';
import { z } from 'zod';
import { DEV_AES_KEY, DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from './keys/dev-keys';
import { OWASP_SCRYPT } from '../db/password';
import { ALIYUN_SMS_ENDPOINT } from '../../providers/sms/aliyun';

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
/** deploy/env.example's placeholders start so; production refuses a secret still holding one. */
const PLACEHOLDER_PREFIX = 'change-me';
/** Secrets of different purposes: production refuses one value used for two of them. */
const SECRET_VARIABLES = [
  'AES_KEY',
  'RSA_PRIVATE_KEY',
  'VIDEO_SIGNING_SECRET',
  'PASSWORD_REJECTION_SECRET',
  'SMS_CODE_SECRET',
  'UPLOAD_TOKEN_SECRET',
  'PAYMENT_SANDBOX_SECRET',
  'METRICS_TOKEN',
  'PRIVATE_FILES_TOKEN',
  'WECHAT_APP_SECRET',
  'WECHAT_MESSAGE_TOKEN',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'QINIU_SECRET_KEY',
  'PAYMENT_ALIPAY_PRIVATE_KEY',
  'PAYMENT_WECHAT_API_V3_KEY',
  'PAYMENT_WECHAT_PRIVATE_KEY',
  'PAYMENT_ICBC_PRIVATE_KEY',
] as const;

export const SMS_PROVIDERS = ['local', 'aliyun'] as const;
/** `sandbox`, or a comma-separated list of the real providers to offer (`alipay,wechat,icbc`). */
export const REAL_PAYMENT_PROVIDERS = ['alipay', 'wechat', 'icbc'] as const;
export type RealPaymentProvider = (typeof REAL_PAYMENT_PROVIDERS)[number];
/** Signs the sandbox's notifications in development; production must not run the sandbox on it. */
export const DEV_SANDBOX_SECRET = 'xueban-sandbox-development-secret';
/** Lesson video files kept outside the public assets, so they are reachable only through signed addresses. */
const DEFAULT_MEDIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../media');
/**
 * Secrets that each key one purpose only, with the development value each has outside production, where a launch
 * must set its own. None of them derives from AES_KEY: the request-body key is public by design once bodies are
 * encrypted in the browser, so nothing secret may rest on it.
 */
export const OWN_SECRETS = {
  VIDEO_SIGNING_SECRET: { development: 'xueban-video-development-secret', purpose: '课时视频地址的签名密钥' },
  PASSWORD_REJECTION_SECRET: {
    development: 'xueban-password-rejection-development-secret',
    purpose: '无法解密的密码密文的替代密码密钥',
  },
  SMS_CODE_SECRET: { development: 'xueban-sms-code-development-secret', purpose: '短信验证码和短信签名的摘要密钥' },
  UPLOAD_TOKEN_SECRET: { development: 'xueban-upload-token-development-secret', purpose: '上传凭证的签名密钥' },
} as const;
type OwnSecret = keyof typeof OWN_SECRETS;
const ownSecret = (name: OwnSecret) => z.string().min(16, { error: '至少 16 个字符' }).default(OWN_SECRETS[name].development);
/** scrypt's cost (N) for new password hashes: OWASP's 2^17, the least production accepts. */
export const PRODUCTION_PASSWORD_HASH_COST = OWASP_SCRYPT.cost;
export const WECHAT_TICKET_PROVIDERS = ['local', 'wechat'] as const;
export const STORAGE_PROVIDERS = ['local', 'qiniu'] as const;

/** Ticket used by the local provider: signatures are computed for real but WeChat itself will not accept them. */
export const LOCAL_JSAPI_TICKET = 'local-development-jsapi-ticket';
export const DEFAULT_ORG_NUMBER = '20260001';

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
  wechat: {
    appId: string;
    appSecret: string | undefined;
    ticketProvider: (typeof WECHAT_TICKET_PROVIDERS)[number];
    localTicket: string;
    /** The token set in the official account's server configuration; without it there is no message endpoint. */
    messageToken: string | undefined;
  };
  encryptedBody: boolean;
  captchaFixedAnswer: string | undefined;
  smsProvider: (typeof SMS_PROVIDERS)[number];
  aliyunSms:
    | {
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templateCode: string;
        noticeTemplateCodes: { courseLink?: string; accountExists?: string; noAccount?: string };
        endpoint: string;
      }
    | undefined;
  /** When on, a login from an unknown device (or by a flagged account) must pass an SMS check first. */
  smsWhitelist: boolean;
  /** SMS_TRIAL_CODE: on a trial site with the local SMS provider, every code is this one, shown on its pages. */
  smsTrialCode: string | undefined;
  /** Ceiling on the text messages of the whole site in one clock hour, a bound on what a flood can cost. */
  smsHourlyCeiling: number;
  payment: PaymentConfig;
  storage:
    | { provider: 'local' }
    | { provider: 'qiniu'; accessKey: string; secretKey: string; bucket: string; domain: string; uploadUrl: string };
  /** Lesson videos: HMAC secret of the signed addresses, their lifetime, and the folder the files live in. */
  video: { signingSecret: string; urlTtlSeconds: number; mediaDir: string };
  /** How often queued broadcasts are fanned out into users' notifications. */
  notificationFanOutSeconds: number;
  /** HMAC key of the stand-in password an undecryptable password ciphertext is given (services/accounts/passwords.ts). */
  passwordRejectionSecret: string;
  /** HMAC key of stored SMS codes and of the SMS send signatures (services/accounts/smsCodes.ts). */
  smsCodeSecret: string;
  /** HMAC key of the local storage's upload tokens. */
  uploadTokenSecret: string;
  /** scrypt cost (N) of new password hashes; lower only outside production, where tests want speed. */
  passwordHashCost: number;
}

export interface AlipayConfig {
  appId: string;
  /** The merchant's Alipay account (2088…): notifications and answers must name it as seller_id. */
  sellerId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  apiV3Key: string;
  privateKey: string;
  certSerial: string;
  platformCert: string;
  platformSerial: string;
  baseUrl: string;
}

export interface IcbcConfig {
  appId: string;
  merId: string;
  privateKey: string;
  icbcPublicKey: string;
  gateway: string;
}

export interface PaymentConfig {
  /** sandbox: the local cashier serves every method; otherwise the listed real providers. */
  mode: 'sandbox' | 'real';
  providers: RealPaymentProvider[];
  /** Public base address for provider callbacks and return pages (required with real providers). */
  publicUrl: string | undefined;
  /** Unpaid orders close this many minutes after creation. */
  orderTtlMinutes: number;
  /** How often the closing and reconciliation jobs run. */
  jobIntervalSeconds: number;
  /** A pending payment whose callback has not come after this long is queried at the provider. */
  reconcileAfterSeconds: number;
  sandbox: { appId: string; secret: string };
  alipay: AlipayConfig | undefined;
  wechat: WechatPayConfig | undefined;
  icbc: IcbcConfig | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: '应为 true 或 false' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const length = Number(bits);
  return /^\d{1,3}$/.test(bits) && length <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a flag (`true`/`false`, kept for development and tests), or the proxy's addresses,
 * comma-separated IPs or CIDRs (`127.0.0.1`, `172.28.0.0/16`), the only form production accepts.
 */
const trustProxyValue = z.string().transform((value, context): boolean | string[] => {
  const flag = booleanFlag.safeParse(value.trim());
  if (flag.success) return flag.data;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `应为代理的 IP 或 CIDR（逗号分隔，如 127.0.0.1,172.28.0.0/16）：${bad.join('、')}`,
    });
    return z.NEVER;
  }
  return entries;
});

const baseUrl = z.url({ protocol: /^https?$/, error: '应为 http(s) 地址' }).transform((value) => value.replace(/\/+$/, ''));

const integerIn = (min: number, max: number) =>
  z.coerce
    .number({ error: `应为 ${min}-${max} 之间的整数` })
    .int()
    .min(min)
    .max(max);

const envSchema = z.object({
  /** Read by nodeEnvOf: anything but development or test is production. */
  NODE_ENV: z.string().optional().transform(nodeEnvOf),
  SITE_MODE: z.enum(SITE_MODES, { error: '应为 production 或 trial' }).default('production'),
  /** 0 picks a free port. */
  PORT: integerIn(0, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Whether an empty database gets the demo catalogue and the demo accounts (whose password the README
   * publishes). On by default except in production, where an operator turns it on for a trial.
   */
  DEMO_CONTENT: booleanFlag.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: '应为 postgres:// 连接串' })
    .optional(),
  /** Off behind a pool that shares one PostgreSQL session among clients (PgBouncer in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  DATABASE_POOL_SIZE: integerIn(1, 100).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: '应为 redis:// 连接串' })
    .optional(),
  /** Key prefix in Redis, so several instances (or test runs) can share one server without meeting. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: '应为 1-64 位字母、数字或 _ . : -' })
    .default('xueban:'),
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
  AES_KEY: z.string().min(8, { error: '至少 8 个字符' }).default(DEV_AES_KEY),
  RSA_PRIVATE_KEY: z.string().default(DEV_RSA_PRIVATE_KEY),
  RSA_PUBLIC_KEY: z.string().default(DEV_RSA_PUBLIC_KEY),
  ORG_NUMBER: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '应为 1-32 位字母或数字' })
    .default(DEFAULT_ORG_NUMBER),
  CLIENT_NUMBER: z.string().optional(),
  CLIENT_ID: z.string().default('xueban-web'),
  CLIENT_STORE_KEY: z.string().default('xueban'),
  CLIENT_NAME: z.string().default('学伴在线'),
  CLIENT_TOKEN_NAME: z.string().default('xueban_token'),
  WEB_BASE_URL: baseUrl.optional(),
  AUTH_BASE_URL: baseUrl.optional(),
  WECHAT_APP_ID: z
    .string()
    .regex(/^wx[0-9a-zA-Z]{8,32}$/, { error: '应为 wx 开头的公众号 AppID' })
    .default('wx00000000000dev00'),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_TICKET_PROVIDER: z.enum(WECHAT_TICKET_PROVIDERS).default('local'),
  WECHAT_LOCAL_TICKET: z.string().default(LOCAL_JSAPI_TICKET),
  // WeChat allows 3-32 letters and digits for the token of the official account's message server.
  WECHAT_MESSAGE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/, { error: '应为 3—32 位字母或数字（与公众号后台的服务器配置 Token 一致）' })
    .optional(),
  ENCRYPTED_BODY: booleanFlag.default(false),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/, { error: '应为 4-8 位字母或数字' })
    .optional(),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('local'),
  SMS_WHITELIST: booleanFlag.default(true),
  SMS_TRIAL_CODE: z
    .string()
    .regex(/^\d{6}$/, { error: '应为 6 位数字' })
    .optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** Template of the course-link message sent to a parent (parameters course and link). */
  ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE: z.string().optional(),
  /** Templates of the notices sent instead of a code when the phone's account does not fit the request. */
  ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE: z.string().optional(),
  /** Text messages the whole site may send in one hour (services/accounts/smsCodes.ts, SMS_CAPS). */
  SMS_HOURLY_CEILING: integerIn(1, 1_000_000).default(1000),
  /** Where SendSms goes: Aliyun's public endpoint unless another (regional, or a test stand-in) is named. */
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, error: '应为 http(s) 地址' }).default(ALIYUN_SMS_ENDPOINT),
  PAYMENT_PROVIDER: z
    .string()
    .regex(/^(sandbox|(alipay|wechat|icbc)(,(alipay|wechat|icbc))*)$/, {
      error: '应为 sandbox，或 alipay、wechat、icbc 中的一个或多个（逗号分隔）',
    })
    .optional(),
  PAYMENT_PUBLIC_URL: baseUrl.optional(),
  PAYMENT_ORDER_TTL_MINUTES: integerIn(1, 24 * 60).default(30),
  PAYMENT_JOB_INTERVAL_SECONDS: integerIn(1, 3600).default(30),
  PAYMENT_RECONCILE_AFTER_SECONDS: integerIn(10, 24 * 3600).default(120),
  NOTIFICATION_FAN_OUT_SECONDS: integerIn(1, 3600).default(15),
  VIDEO_SIGNING_SECRET: ownSecret('VIDEO_SIGNING_SECRET'),
  VIDEO_URL_TTL_SECONDS: integerIn(30, 24 * 3600).default(900),
  PASSWORD_REJECTION_SECRET: ownSecret('PASSWORD_REJECTION_SECRET'),
  SMS_CODE_SECRET: ownSecret('SMS_CODE_SECRET'),
  UPLOAD_TOKEN_SECRET: ownSecret('UPLOAD_TOKEN_SECRET'),
  PASSWORD_HASH_COST: integerIn(1024, 2 ** 20)
    .refine((value) => (value & (value - 1)) === 0, { error: '应为 2 的幂' })
    .default(PRODUCTION_PASSWORD_HASH_COST),
  MEDIA_DIR: z.string().optional(),
  PAYMENT_SANDBOX_APP_ID: z.string().default('sandbox-app-2026'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, { error: '至少 16 个字符' }).default(DEV_SANDBOX_SECRET),
  PAYMENT_ALIPAY_APP_ID: z.string().optional(),
  PAYMENT_ALIPAY_SELLER_ID: z.string().optional(),
  PAYMENT_ALIPAY_PRIVATE_KEY: z.string().optional(),
  PAYMENT_ALIPAY_PUBLIC_KEY: z.string().optional(),
  PAYMENT_ALIPAY_GATEWAY: baseUrl.default('https://openapi.alipay.com/gateway.do'),
  PAYMENT_WECHAT_APP_ID: z.string().optional(),
  PAYMENT_WECHAT_MCH_ID: z.string().optional(),
  PAYMENT_WECHAT_API_V3_KEY: z.string().optional(),
  PAYMENT_WECHAT_PRIVATE_KEY: z.string().optional(),
  PAYMENT_WECHAT_CERT_SERIAL: z.string().optional(),
  PAYMENT_WECHAT_PLATFORM_CERT: z.string().optional(),
  PAYMENT_WECHAT_PLATFORM_SERIAL: z.string().optional(),
  PAYMENT_WECHAT_BASE_URL: baseUrl.default('https://api.mch.weixin.qq.com'),
  PAYMENT_ICBC_APP_ID: z.string().optional(),
  PAYMENT_ICBC_MER_ID: z.string().optional(),
  PAYMENT_ICBC_PRIVATE_KEY: z.string().optional(),
  PAYMENT_ICBC_PUBLIC_KEY: z.string().optional(),
  PAYMENT_ICBC_GATEWAY: baseUrl.default('https://gw.open.icbc.com.cn'),
  STORAGE_PROVIDER: z.enum(STORAGE_PROVIDERS).default('local'),
  QINIU_ACCESS_KEY: z.string().optional(),
  QINIU_SECRET_KEY: z.string().optional(),
  QINIU_BUCKET: z.string().optional(),
  QINIU_DOMAIN: baseUrl.optional(),
  QINIU_UPLOAD_URL: baseUrl.default('https://up.qiniup.com'),
});

type Env = Record<string, string | undefined>;

/** PEM keys given in one-line environment variables carry literal "\n" sequences. */
function normalisePem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

function checkKeyPair(privatePem: string, publicPem: string): string | undefined {
  try {
    const privateKey = forge.pki.privateKeyFromPem(privatePem);
    const publicKey = forge.pki.publicKeyFromPem(publicPem);
    if (privateKey.n.compareTo(publicKey.n) !== 0 || privateKey.e.compareTo(publicKey.e) !== 0) {
      return 'RSA_PUBLIC_KEY 与 RSA_PRIVATE_KEY 不是一对密钥';
    }
    return undefined;
  } catch {
    return 'RSA_PRIVATE_KEY 或 RSA_PUBLIC_KEY 不是有效的 PEM 格式 RSA 密钥';
  }
}

type ParsedEnv = z.output<typeof envSchema>;

/** Each real provider needs all of its variables; a missing one is named. */
function readPaymentConfig(e: ParsedEnv, problems: string[]): PaymentConfig {
  const chosen = (e.PAYMENT_PROVIDER ?? 'sandbox').split(',') as ('sandbox' | RealPaymentProvider)[];
  const providers = [...new Set(chosen.filter((name): name is RealPaymentProvider => name !== 'sandbox'))];
  const need = (provider: string, names: (keyof ParsedEnv)[]) => {
    const missing = names.filter((name) => !e[name]);
    if (missing.length > 0) problems.push(`PAYMENT_PROVIDER 含 ${provider}，需要设置 ${missing.join('、')}`);
    return missing.length === 0;
  };
  let alipay: AlipayConfig | undefined;
  let wechat: WechatPayConfig | undefined;
  let icbc: IcbcConfig | undefined;
  if (providers.includes('alipay')) {
    const names = [
      'PAYMENT_ALIPAY_APP_ID',
      'PAYMENT_ALIPAY_SELLER_ID',
      'PAYMENT_ALIPAY_PRIVATE_KEY',
      'PAYMENT_ALIPAY_PUBLIC_KEY',
    ] as const;
    if (need('alipay', [...names])) {
      alipay = {
        appId: e.PAYMENT_ALIPAY_APP_ID!,
        sellerId: e.PAYMENT_ALIPAY_SELLER_ID!,
        privateKey: normalisePem(e.PAYMENT_ALIPAY_PRIVATE_KEY!),
        alipayPublicKey: normalisePem(e.PAYMENT_ALIPAY_PUBLIC_KEY!),
        gateway: e.PAYMENT_ALIPAY_GATEWAY,
      };
    }
  }
  if (providers.includes('wechat')) {
    const names = [
      'PAYMENT_WECHAT_APP_ID',
      'PAYMENT_WECHAT_MCH_ID',
      'PAYMENT_WECHAT_API_V3_KEY',
      'PAYMENT_WECHAT_PRIVATE_KEY',
      'PAYMENT_WECHAT_CERT_SERIAL',
      'PAYMENT_WECHAT_PLATFORM_CERT',
      'PAYMENT_WECHAT_PLATFORM_SERIAL',
    ] as const;
    if (need('wechat', [...names])) {
      if (Buffer.byteLength(e.PAYMENT_WECHAT_API_V3_KEY!) !== 32) problems.push('PAYMENT_WECHAT_API_V3_KEY 应为 32 个字符');
      wechat = {
        appId: e.PAYMENT_WECHAT_APP_ID!,
        mchId: e.PAYMENT_WECHAT_MCH_ID!,
        apiV3Key: e.PAYMENT_WECHAT_API_V3_KEY!,
        privateKey: normalisePem(e.PAYMENT_WECHAT_PRIVATE_KEY!),
        certSerial: e.PAYMENT_WECHAT_CERT_SERIAL!,
        platformCert: normalisePem(e.PAYMENT_WECHAT_PLATFORM_CERT!),
        platformSerial: e.PAYMENT_WECHAT_PLATFORM_SERIAL!,
        baseUrl: e.PAYMENT_WECHAT_BASE_URL,
      };
    }
  }
  if (providers.includes('icbc')) {
    if (need('icbc', ['PAYMENT_ICBC_APP_ID', 'PAYMENT_ICBC_MER_ID', 'PAYMENT_ICBC_PRIVATE_KEY', 'PAYMENT_ICBC_PUBLIC_KEY'])) {
      icbc = {
        appId: e.PAYMENT_ICBC_APP_ID!,
        merId: e.PAYMENT_ICBC_MER_ID!,
        privateKey: normalisePem(e.PAYMENT_ICBC_PRIVATE_KEY!),
        icbcPublicKey: normalisePem(e.PAYMENT_ICBC_PUBLIC_KEY!),
        gateway: e.PAYMENT_ICBC_GATEWAY,
      };
    }
  }
  if (providers.length > 0 && !e.PAYMENT_PUBLIC_URL) {
    problems.push('使用真实支付渠道时需要设置 PAYMENT_PUBLIC_URL（支付平台回调与返回页面的公网地址）');
  }
  return {
    mode: providers.length > 0 ? 'real' : 'sandbox',
    providers,
    publicUrl: e.PAYMENT_PUBLIC_URL,
    orderTtlMinutes: e.PAYMENT_ORDER_TTL_MINUTES,
    jobIntervalSeconds: e.PAYMENT_JOB_INTERVAL_SECONDS,
    reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
    sandbox: { appId: e.PAYMENT_SANDBOX_APP_ID, secret: e.PAYMENT_SANDBOX_SECRET },
    alipay,
    wechat,
    icbc,
  };
}

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

/** The payment sandbox (its cashier hands out courses for a button press) runs in development, test and trials only. */
/** A production deployment started as a trial (SITE_MODE=trial), as opposed to a launch or a development machine. */
export function isTrialSite(config: Pick<AppConfig, 'nodeEnv' | 'siteMode'>): boolean {
  return !hasDevelopmentConveniences(config.nodeEnv) && config.siteMode === 'trial';
}

export function sandboxAllowed(config: Pick<AppConfig, 'nodeEnv' | 'siteMode'>): boolean {
  return hasDevelopmentConveniences(config.nodeEnv) || config.siteMode === 'trial';
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

  if (e.WECHAT_TICKET_PROVIDER === 'wechat' && !e.WECHAT_APP_SECRET) {
    problems.push('WECHAT_TICKET_PROVIDER=wechat 需要同时设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET');
  }

  let aliyunSms: AppConfig['aliyunSms'];
  if (e.SMS_PROVIDER === 'aliyun') {
    const { ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE } = e;
    if (!ALIYUN_SMS_ACCESS_KEY_ID || !ALIYUN_SMS_ACCESS_KEY_SECRET || !ALIYUN_SMS_SIGN_NAME || !ALIYUN_SMS_TEMPLATE_CODE) {
      problems.push(
        'SMS_PROVIDER=aliyun 需要设置 ALIYUN_SMS_ACCESS_KEY_ID、ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME 和 ALIYUN_SMS_TEMPLATE_CODE',
      );
    } else {
      aliyunSms = {
        accessKeyId: ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: ALIYUN_SMS_SIGN_NAME,
        templateCode: ALIYUN_SMS_TEMPLATE_CODE,
        noticeTemplateCodes: {
          ...(e.ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE ? { courseLink: e.ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE } : {}),
          ...(e.ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE ? { accountExists: e.ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE } : {}),
          ...(e.ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE ? { noAccount: e.ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE } : {}),
        },
        endpoint: e.ALIYUN_SMS_ENDPOINT,
      };
    }
  }

  let storage: AppConfig['storage'] = { provider: 'local' };
  if (e.STORAGE_PROVIDER === 'qiniu') {
    const { QINIU_ACCESS_KEY, QINIU_SECRET_KEY, QINIU_BUCKET, QINIU_DOMAIN } = e;
    if (!QINIU_ACCESS_KEY || !QINIU_SECRET_KEY || !QINIU_BUCKET || !QINIU_DOMAIN) {
      problems.push('STORAGE_PROVIDER=qiniu 需要设置 QINIU_ACCESS_KEY、QINIU_SECRET_KEY、QINIU_BUCKET 和 QINIU_DOMAIN');
    } else {
      storage = {
        provider: 'qiniu',
        accessKey: QINIU_ACCESS_KEY,
        secretKey: QINIU_SECRET_KEY,
        bucket: QINIU_BUCKET,
        domain: QINIU_DOMAIN,
        uploadUrl: e.QINIU_UPLOAD_URL,
      };
    }
  }

  const payment = readPaymentConfig(e, problems);

  if (!hasDevelopmentConveniences(e.NODE_ENV)) {
    if (e.AES_KEY === DEV_AES_KEY) problems.push('生产环境不能使用开发用 AES_KEY，请设置自己的 AES_KEY');
    if (e.AES_KEY.length < 16) problems.push('生产环境的 AES_KEY 至少需要 16 个字符');
    if (rsa.privateKey === DEV_RSA_PRIVATE_KEY.trim() || rsa.publicKey === DEV_RSA_PUBLIC_KEY.trim()) {
      problems.push('生产环境不能使用开发用 RSA 密钥，请设置 RSA_PRIVATE_KEY 和 RSA_PUBLIC_KEY');
    }
    if (e.CAPTCHA_FIXED_ANSWER) problems.push('生产环境不能设置 CAPTCHA_FIXED_ANSWER');
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
    wechat: {
      appId: e.WECHAT_APP_ID,
      appSecret: e.WECHAT_APP_SECRET,
      ticketProvider: e.WECHAT_TICKET_PROVIDER,
      localTicket: e.WECHAT_LOCAL_TICKET,
      messageToken: e.WECHAT_MESSAGE_TOKEN,
    },
    encryptedBody: e.ENCRYPTED_BODY,
    captchaFixedAnswer: e.CAPTCHA_FIXED_ANSWER,
    smsProvider: e.SMS_PROVIDER,
    aliyunSms,
    smsWhitelist: e.SMS_WHITELIST,
    smsTrialCode: e.SMS_TRIAL_CODE,
    smsHourlyCeiling: e.SMS_HOURLY_CEILING,
    payment,
    storage,
    notificationFanOutSeconds: e.NOTIFICATION_FAN_OUT_SECONDS,
    video: {
      signingSecret: e.VIDEO_SIGNING_SECRET,
      urlTtlSeconds: e.VIDEO_URL_TTL_SECONDS,
      mediaDir: e.MEDIA_DIR ? resolve(baseDir, e.MEDIA_DIR) : DEFAULT_MEDIA_DIR,
    },
    passwordRejectionSecret: e.PASSWORD_REJECTION_SECRET,
    smsCodeSecret: e.SMS_CODE_SECRET,
    uploadTokenSecret: e.UPLOAD_TOKEN_SECRET,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}
