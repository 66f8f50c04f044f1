import { type AppConfig, sandboxAllowed } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import type { PayChannel } from '../../../../contract/vocabulary/orders';
import type { PaymentProviderName } from '../../platform/db/schema';
import { createAlipayProvider } from './alipay';
import { createIcbcProvider } from './icbc';
import { createSandboxProvider, type NotificationDelivery, type SandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';
import { createWechatPayProvider } from './wechatPay';

export type { PaymentProvider } from './types';
export type { SandboxProvider } from './sandbox';

/** The methods a buyer chooses between; "share" asks somebody else to pay. */
export type PayMethodName = 'alipay' | 'weixin' | 'icbc';

const PROVIDER_OF_METHOD: Record<PayMethodName, Exclude<PaymentProviderName, 'sandbox'>> = {
  alipay: 'alipay',
  weixin: 'wechat',
  icbc: 'icbc',
};

/** The method (and so the provider family) each channel belongs to. */
export const METHOD_OF_CHANNEL: Record<PayChannel, PayMethodName> = {
  alipay: 'alipay',
  'alipay-qrcode': 'alipay',
  'share-alipay': 'alipay',
  'share-move': 'alipay',
  weixin: 'weixin',
  'share-weixin': 'weixin',
  icbc: 'icbc',
  'share-icbc': 'icbc',
  sandbox: 'alipay',
};

/** Which provider serves each channel: the sandbox serves them all, otherwise each method's real provider. */
export interface PaymentGateway {
  mode: 'sandbox' | 'real';
  /** The methods that can be offered now. */
  methods: PayMethodName[];
  forChannel(channel: PayChannel): PaymentProvider | null;
  byName(name: PaymentProviderName): PaymentProvider | null;
  /**
   * Present when the sandbox serves payments (its cashier routes are then registered): in development and
   * test, or a production site with SITE_MODE=trial.
   */
  sandbox: SandboxProvider | null;
}

export interface PaymentGatewayOptions {
  db: Db;
  now: () => Date;
  /** How the sandbox posts its notifications (tests post through app.inject). */
  sandboxDelivery?: NotificationDelivery;
  sandboxRetryDelaysMs?: readonly number[];
  /** Replaces a real provider (tests point adapters at a local stand-in of the provider's API). */
  providers?: Partial<Record<PaymentProviderName, PaymentProvider>>;
  onDeliveryFailed?: (outTradeNo: string, error: unknown) => void;
}

export function createPaymentGateway(config: AppConfig, options: PaymentGatewayOptions): PaymentGateway {
  const { payment } = config;
  if (payment.mode === 'sandbox' && !sandboxAllowed(config)) {
    // Production outside a trial: no sandbox, so no cashier, no sandbox notifications and nothing to pay with.
    return { mode: 'sandbox', methods: [], forChannel: () => null, byName: () => null, sandbox: null };
  }
  if (payment.mode === 'sandbox') {
    const sandbox =
      (options.providers?.sandbox as SandboxProvider | undefined) ??
      createSandboxProvider({
        db: options.db,
        appId: payment.sandbox.appId,
        secret: payment.sandbox.secret,
        now: options.now,
        deliver: options.sandboxDelivery,
        retryDelaysMs: options.sandboxRetryDelaysMs,
        onDeliveryFailed: options.onDeliveryFailed,
      });
    return {
      mode: 'sandbox',
      methods: ['alipay', 'weixin', 'icbc'],
      forChannel: () => sandbox,
      byName: (name) => (name === 'sandbox' ? sandbox : null),
      sandbox,
    };
  }
  const real: Partial<Record<PaymentProviderName, PaymentProvider>> = { ...options.providers };
  if (payment.alipay && !real.alipay) real.alipay = createAlipayProvider(payment.alipay);
  if (payment.wechat && !real.wechat) real.wechat = createWechatPayProvider(payment.wechat);
  if (payment.icbc && !real.icbc) real.icbc = createIcbcProvider(payment.icbc);
  const methods = (Object.keys(PROVIDER_OF_METHOD) as PayMethodName[]).filter((method) => real[PROVIDER_OF_METHOD[method]]);
  return {
    mode: 'real',
    methods,
    forChannel: (channel) => real[PROVIDER_OF_METHOD[METHOD_OF_CHANNEL[channel]]] ?? null,
    byName: (name) => real[name] ?? null,
    sandbox: null,
  };
}
