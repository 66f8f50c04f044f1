import type { ApiRoute } from '../../../platform/plugins/define';
import { liveAdminRoutes } from './adminLive';
import { textAdminRoutes } from './adminTexts';
import { trialAdminRoutes } from './adminTrials';

/** The campaign settings of the console (/api/admin/v1/campaigns/…): content.read to look, content.write to change. */
export const adminCampaignRoutes: ApiRoute[] = [...trialAdminRoutes, ...liveAdminRoutes, ...textAdminRoutes];
