import * as learning from '../../../../src/api/schemas/web/learningManagement';
import { learningHome, learningPlan } from '../../services/learning';
import { type ApiRoute, route } from '../define';

/** Plans are dated in China time whatever the server's zone. */
function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

export const learningRoutes: ApiRoute[] = [
  route(learning.learningHome, ({ deps, user, input }) => learningHome(deps.db, user.id, input.reportId)),
  route(learning.learningPlan, ({ deps, user, input }) => learningPlan(deps.db, user.id, input.planId, chinaDate(deps.now()))),
];
