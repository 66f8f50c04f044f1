import { z } from 'zod';
import { baseUrl, integerIn, normalisePem } from './env';
import { hasDevelopmentConveniences, type NodeEnv, type SiteMode } from './server';

/** `sandbox`, or a comma-separated list of the real providers to offer (`alipay,wechat,icbc`). */
export const REAL_PAYMENT_PROVIDERS = ['alipay', 'wechat', 'icbc'] as const;
export type RealPaymentProvider = (typeof REAL_PAYMENT_PROVIDERS)[number];
/** Signs the sandbox's notifications in development; production must not run the sandbox on it. */
export const DEV_SANDBOX_SECRET = 'xueban-sandbox-development-secret';

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
  /** Bill files the daily reconciliation reads instead of downloading a provider's bill (PAYMENT_BILL_FILES). */
  billFiles: Partial<Record<'sandbox' | RealPaymentProvider, string>>;
  alipay: AlipayConfig | undefined;
  wechat: WechatPayConfig | undefined;
  icbc: IcbcConfig | undefined;
}

/** Which providers take payments, where they call back, and how long unpaid orders live. */
export const paymentEnv = {
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
  /** e.g. wechat=/srv/bills/wechat.csv,alipay=/srv/bills/alipay.zip: the reconciliation reads these files. */
  PAYMENT_BILL_FILES: z
    .string()
    .regex(/^((sandbox|alipay|wechat|icbc)=[^,=]+)(,(sandbox|alipay|wechat|icbc)=[^,=]+)*$/, {
      error: '应为 渠道=文件路径，多个用逗号分隔，如 wechat=/srv/bills/wechat.csv',
    })
    .optional(),
};

/** Each provider's merchant settings: the sandbox, Alipay, WeChat Pay, ICBC. */
export const paymentProvidersEnv = {
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
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnv & typeof paymentProvidersEnv>>;

/** Each real provider needs all of its variables; a missing one is named. */
export function readPaymentConfig(e: PaymentEnv, problems: string[]): PaymentConfig {
  const chosen = (e.PAYMENT_PROVIDER ?? 'sandbox').split(',') as ('sandbox' | RealPaymentProvider)[];
  const providers = [...new Set(chosen.filter((name): name is RealPaymentProvider => name !== 'sandbox'))];
  const need = (provider: string, names: (keyof PaymentEnv)[]) => {
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
    billFiles: Object.fromEntries(
      (e.PAYMENT_BILL_FILES ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2)),
    ),
    alipay,
    wechat,
    icbc,
  };
}

/** The payment sandbox (its cashier hands out courses for a button press) runs in development, test and trials only. */
export function sandboxAllowed(config: { nodeEnv: NodeEnv; siteMode: SiteMode }): boolean {
  return hasDevelopmentConveniences(config.nodeEnv) || config.siteMode === 'trial';
}
