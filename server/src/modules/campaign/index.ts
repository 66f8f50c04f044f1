import { campaignRoutes as campaign } from './routes/campaign';
import { registerCampaignSmsPurposes } from './smsPurposes';

/** Campaigns: free trials, live classes, parents' binding and the study messages sent to them. */
export const campaignRoutes = { campaign };

export const campaignSmsPurposes = registerCampaignSmsPurposes;
