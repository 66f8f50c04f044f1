import type { PayChannel, PayDevice } from '../vocabulary/orders';

/**
 * The pay call of each channel (SPEC §7 Payments), by its export name: the same name in
 * contract/api/schemas/pay/payOrder.ts (the server's routes) and contract/api/calls/pay/payOrder.ts (the
 * browser's calls), so channel and call are paired in this one place.
 */
export const PAY_CALL_OF_CHANNEL = {
  alipay: 'alipayPayOrder',
  'alipay-qrcode': 'alipayPayOrderQrcode',
  weixin: 'weixinPayOrder',
  icbc: 'icbcPayOrder',
  'share-weixin': 'shareWeixinPayOrder',
  'share-alipay': 'shareAlipayPayOrder',
  // share/move: paying from a phone browser (mobile web pay).
  'share-move': 'shareMovePayOrder',
  'share-icbc': 'shareIcbcPayOrder',
} as const satisfies Record<Exclude<PayChannel, 'sandbox'>, string>;

/** Channels that pay one's own order. */
export const OWN_PAY_CHANNELS = ['alipay', 'alipay-qrcode', 'weixin', 'icbc'] as const;
export type OwnChannel = (typeof OWN_PAY_CHANNELS)[number];

/** Channels that pay an order someone shared ("ask someone to pay"). */
export const SHARE_PAY_CHANNELS = ['share-weixin', 'share-alipay', 'share-move', 'share-icbc'] as const;
export type ShareChannel = (typeof SHARE_PAY_CHANNELS)[number];

export function isOwnChannel(value: string | null): value is OwnChannel {
  return (OWN_PAY_CHANNELS as readonly string[]).includes(value ?? '');
}

/** On a computer each provider has its own channel; on a phone, Alipay goes through mobile web pay (share/move). */
export function shareChannelOf(method: 'alipay' | 'weixin' | 'icbc', device: PayDevice): ShareChannel {
  if (method === 'weixin') return 'share-weixin';
  if (method === 'icbc') return 'share-icbc';
  return device === 'desktop' ? 'share-alipay' : 'share-move';
}
