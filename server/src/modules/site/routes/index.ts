import { adminSiteRoutes } from './admin';
import { customerRoutes } from './customer';
import { siteRoutes as site } from './site';
import { adminOperationsRoutes } from './operations';
import { weixinRoutes } from './weixin';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const siteRoutes = {
  customer: customerRoutes,
  weixin: weixinRoutes,
  site,
  admin: [...adminSiteRoutes, ...adminOperationsRoutes],
};
