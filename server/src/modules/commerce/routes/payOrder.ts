import * as pay from '../../../../../contract/api/schemas/pay/payOrder';
import type { PayChannel } from '../../../../../contract/vocabulary/orders';
import { commerceOf, payRequestContext, startPayment } from '../services';
import { type ApiRoute, route } from '../../../platform/plugins/define';

type OwnCall = typeof pay.alipayPayOrder | typeof pay.alipayPayOrderQrcode | typeof pay.weixinPayOrder | typeof pay.icbcPayOrder;
type ShareCall =
  typeof pay.shareWeixinPayOrder | typeof pay.shareAlipayPayOrder | typeof pay.shareMovePayOrder | typeof pay.shareIcbcPayOrder;

const own = (call: OwnCall, channel: PayChannel) =>
  route(call, ({ deps, user, input, request }) =>
    startPayment(
      commerceOf(deps, request.log),
      user,
      {
        channel,
        target: { orderNo: input.orderNo },
        device: input.device,
        openId: input.openId,
      },
      payRequestContext(deps, request),
    ),
  );

const shared = (call: ShareCall, channel: PayChannel) =>
  route(call, ({ deps, user, input, request }) =>
    startPayment(
      commerceOf(deps, request.log),
      user,
      {
        channel,
        target: { shareId: input.shareId },
        device: input.device,
        openId: input.openId,
      },
      payRequestContext(deps, request),
    ),
  );

export const payRoutes: ApiRoute[] = [
  own(pay.alipayPayOrder, 'alipay'),
  own(pay.alipayPayOrderQrcode, 'alipay-qrcode'),
  own(pay.weixinPayOrder, 'weixin'),
  own(pay.icbcPayOrder, 'icbc'),
  shared(pay.shareWeixinPayOrder, 'share-weixin'),
  shared(pay.shareAlipayPayOrder, 'share-alipay'),
  // share/move: paying from a phone browser (mobile web pay).
  shared(pay.shareMovePayOrder, 'share-move'),
  shared(pay.shareIcbcPayOrder, 'share-icbc'),
];
