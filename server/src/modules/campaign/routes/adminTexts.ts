import type { ApiRoute } from '../../../platform/plugins/define';

export const textAdminRoutes: ApiRoute[] = [];
