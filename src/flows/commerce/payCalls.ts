import type { PayDevice } from '@contract/vocabulary/orders';
import type { DataOf } from '@contract/api/calls';
import * as payPayOrder from '@contract/api/calls/pay/payOrder';
import { PAY_CALL_OF_CHANNEL, type OwnChannel, type ShareChannel } from '@contract/api/payChannels';
import { api } from '@/app/api';

export type PaymentStartData = DataOf<typeof payPayOrder.alipayPayOrder>;

/** Starts (or resumes) paying one's own order through a channel; every pay call takes and answers the same. */
export function startOwnPayment(
  channel: OwnChannel,
  orderNo: string,
  device: PayDevice,
  openId?: string,
): Promise<PaymentStartData> {
  const call = payPayOrder[PAY_CALL_OF_CHANNEL[channel]] as typeof payPayOrder.alipayPayOrder;
  return api.call(call, { orderNo, device, openId }, { silent: true });
}

/** Starts paying somebody else's shared order. */
export function startSharePayment(
  channel: ShareChannel,
  shareId: string,
  device: PayDevice,
  openId?: string,
): Promise<PaymentStartData> {
  const call = payPayOrder[PAY_CALL_OF_CHANNEL[channel]] as typeof payPayOrder.shareWeixinPayOrder;
  return api.call(call, { shareId, device, openId }, { silent: true });
}
