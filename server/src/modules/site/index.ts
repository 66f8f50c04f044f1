import { customerRoutes } from './routes/customer';
import { siteRoutes as site } from './routes/site';
import { weixinRoutes } from './routes/weixin';

/** The site: pages, banners, tenders and FAQ, advisers, and the WeChat share signature. */
export const siteRoutes = { customer: customerRoutes, weixin: weixinRoutes, site };
