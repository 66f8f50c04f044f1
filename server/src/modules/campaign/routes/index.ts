import { adminCampaignRoutes } from './admin';
import { campaignRoutes as campaign } from './campaign';
import { campaignTextRoutes } from './texts';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const campaignRoutes = { campaign, texts: campaignTextRoutes, admin: adminCampaignRoutes };
