import * as learning from '../../../../../contract/api/schemas/web/learningManagement';
import { childReport } from '../childReport';
import { learningHome, learningPlan } from '../learning';
import { exerciseDetail, learningDetail, setPlanTask } from '../studyDetails';
import { type ApiRoute, route } from '../../../platform/plugins/define';

/** Plans are dated in China time whatever the server's zone. */
function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

export const learningRoutes: ApiRoute[] = [
  route(learning.learningHome, ({ deps, user, input }) => learningHome(deps.db, user.id, input.reportId)),
  route(learning.childReport, ({ deps, user, input }) => childReport(deps.db, user.id, input.reportId)),
  route(learning.learningPlan, ({ deps, user, input }) => learningPlan(deps.db, user.id, input.planId, chinaDate(deps.now()))),
  route(learning.planTask, ({ deps, user, input }) => setPlanTask(deps.db, user.id, input)),
  route(learning.exerciseDetail, ({ deps, user, input }) => exerciseDetail(deps.db, user.id, input.reportId)),
  route(learning.learningDetail, ({ deps, user, input }) => learningDetail(deps.db, user.id, input.reportId)),
];
