import type { ApiRoute } from '../../../platform/plugins/define';

export const trialAdminRoutes: ApiRoute[] = [];
