import type { PayDevice } from '@contract/vocabulary/orders';
import type { DataOf } from '@contract/api/calls';
import * as payPayOrder from '@contract/api/calls/pay/payOrder';
import { api } from '@/app/api';

/** The pay call of each channel (SPEC §7 Payments). */
export const ownPayCalls = {
  alipay: payPayOrder.alipayPayOrder,
  'alipay-qrcode': payPayOrder.alipayPayOrderQrcode,
  weixin: payPayOrder.weixinPayOrder,
  icbc: payPayOrder.icbcPayOrder,
} as const;
export type OwnChannel = keyof typeof ownPayCalls;

export const sharePayCalls = {
  'share-weixin': payPayOrder.shareWeixinPayOrder,
  'share-alipay': payPayOrder.shareAlipayPayOrder,
  'share-move': payPayOrder.shareMovePayOrder,
  'share-icbc': payPayOrder.shareIcbcPayOrder,
} as const;
export type ShareChannel = keyof typeof sharePayCalls;

/** On a computer each provider has its own channel; on a phone, Alipay goes through mobile web pay (share/move). */
export function shareChannelOf(method: 'alipay' | 'weixin' | 'icbc', device: PayDevice): ShareChannel {
  if (method === 'weixin') return 'share-weixin';
  if (method === 'icbc') return 'share-icbc';
  return device === 'desktop' ? 'share-alipay' : 'share-move';
}

export function isOwnChannel(value: string | null): value is OwnChannel {
  return value !== null && value in ownPayCalls;
}

export type PaymentStartData = DataOf<typeof payPayOrder.alipayPayOrder>;

/** Starts (or resumes) paying one's own order through a channel; every pay call takes and answers the same. */
export function startOwnPayment(
  channel: OwnChannel,
  orderNo: string,
  device: PayDevice,
  openId?: string,
): Promise<PaymentStartData> {
  return api.call(ownPayCalls[channel] as typeof payPayOrder.alipayPayOrder, { orderNo, device, openId }, { silent: true });
}

/** Starts paying somebody else's shared order. */
export function startSharePayment(
  channel: ShareChannel,
  shareId: string,
  device: PayDevice,
  openId?: string,
): Promise<PaymentStartData> {
  return api.call(
    sharePayCalls[channel] as typeof payPayOrder.shareWeixinPayOrder,
    { shareId, device, openId },
    { silent: true },
  );
}
