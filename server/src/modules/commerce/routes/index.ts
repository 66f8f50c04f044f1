import type { FastifyInstance } from 'fastify';
import { adminOrderRoutes } from './admin';
import { registerPaymentCallbacks } from './callbacks';
import { giftRoutes } from './gift';
import { orderRoutes } from './orders';
import { payRoutes } from './payOrder';
import { adminReconciliationRoutes } from './reconciliation';
import { registerWechatAuthorize } from './wechatAuthorize';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const commerceRoutes = {
  gift: giftRoutes,
  orders: orderRoutes,
  pay: payRoutes,
  admin: [...adminOrderRoutes, ...adminReconciliationRoutes],
};

/** The providers' payment notifications, the sandbox cashier and the WeChat authorisation hop before paying. */
export async function registerCommerceRoutes(app: FastifyInstance): Promise<void> {
  await registerPaymentCallbacks(app);
  registerWechatAuthorize(app);
}
