import type { ApiRoute } from '../../../platform/plugins/define';

export const liveAdminRoutes: ApiRoute[] = [];
