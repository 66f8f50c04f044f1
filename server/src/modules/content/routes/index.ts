import { adminNewsRoutes } from './admin';
import { adminBroadcastRoutes } from './broadcastAdmin';
import { formRoutes } from './forms';
import { informationRoutes } from './information';
import { notificationRoutes } from './notification';
import { praiseRoutes } from './studentPublicPraise';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const contentRoutes = {
  praise: praiseRoutes,
  information: informationRoutes,
  forms: formRoutes,
  notification: notificationRoutes,
  admin: adminNewsRoutes,
  broadcasts: adminBroadcastRoutes,
};
