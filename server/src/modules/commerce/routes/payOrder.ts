import * as pay from '../../../../../contract/api/schemas/pay/payOrder';
import {
  OWN_PAY_CHANNELS,
  PAY_CALL_OF_CHANNEL,
  SHARE_PAY_CHANNELS,
  type OwnChannel,
  type ShareChannel,
} from '../../../../../contract/api/payChannels';
import { commerceOf, payRequestContext, startPayment } from '../services';
import { type ApiRoute, route } from '../../../platform/plugins/define';

type OwnCall = typeof pay.alipayPayOrder | typeof pay.alipayPayOrderQrcode | typeof pay.weixinPayOrder | typeof pay.icbcPayOrder;
type ShareCall =
  typeof pay.shareWeixinPayOrder | typeof pay.shareAlipayPayOrder | typeof pay.shareMovePayOrder | typeof pay.shareIcbcPayOrder;

const own = (channel: OwnChannel) =>
  route(pay[PAY_CALL_OF_CHANNEL[channel]] as OwnCall, ({ deps, user, input, request }) =>
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

const shared = (channel: ShareChannel) =>
  route(pay[PAY_CALL_OF_CHANNEL[channel]] as ShareCall, ({ deps, user, input, request }) =>
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

/** In the order of SPEC §7's pay calls: the buyer's own channels, then the shared ones. */
export const payRoutes: ApiRoute[] = [...OWN_PAY_CHANNELS.map(own), ...SHARE_PAY_CHANNELS.map(shared)];
