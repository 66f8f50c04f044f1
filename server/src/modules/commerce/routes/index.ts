import type { FastifyInstance } from 'fastify';
import { adminOrderRoutes } from './admin';
import { registerPaymentCallbacks } from './callbacks';
import { registerExportDownload } from './exportDownload';
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

/**
 * The providers' payment notifications, the sandbox cashier, the WeChat authorisation hop before paying and
 * the console's export downloads.
 */
export async function registerCommerceRoutes(app: FastifyInstance): Promise<void> {
  await registerPaymentCallbacks(app);
  registerWechatAuthorize(app);
  registerExportDownload(app);
}
