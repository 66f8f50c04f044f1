import * as admin from '../../../../../contract/api/schemas/admin/insight';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { insightDashboard } from '../dashboard';

/** The owner's dashboard (/api/admin/v1/insight/…): read by the roles with insight.read. */
export const adminInsightRoutes: ApiRoute[] = [
  route(admin.insightDashboard, ({ input, deps }) => insightDashboard(deps.db, input), { permission: 'insight.read' }),
];
