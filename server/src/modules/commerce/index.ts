import type { FastifyInstance } from 'fastify';
import { registerGiftSmsPurposes } from './gifts';
import { registerPaymentCallbacks } from './routes/callbacks';
import { giftRoutes } from './routes/gift';
import { orderRoutes } from './routes/orders';
import { payRoutes } from './routes/payOrder';
import { registerWechatAuthorize } from './routes/wechatAuthorize';

/** Commerce: orders, payment, gifts and shipments. */
export const commerceRoutes = { gift: giftRoutes, orders: orderRoutes, pay: payRoutes };

export const commerceSmsPurposes = registerGiftSmsPurposes;

/** The providers' payment notifications, the sandbox cashier and the WeChat authorisation hop before paying. */
export async function registerCommerceRoutes(app: FastifyInstance): Promise<void> {
  await registerPaymentCallbacks(app);
  registerWechatAuthorize(app);
}
