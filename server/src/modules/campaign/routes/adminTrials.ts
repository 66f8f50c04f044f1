import * as admin from '../../../../../contract/api/schemas/admin/campaignTrials';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { addTrial, moveTrial, removeTrial, saveTrialWindow, trialClaimsForStaff, trialsForStaff } from '../trialAdmin';

const read = { permission: 'content.read' } as const;
/** The family page reads the offers uncached, so a write shows there at once without dropping any cache. */
const write = { permission: 'content.write' } as const;

/** The free-trial courses of the console's campaign settings (/api/admin/v1/campaigns/trials/…). */
export const trialAdminRoutes: ApiRoute[] = [
  route(admin.trialList, ({ deps }) => trialsForStaff(deps.db, deps.now()), read),
  route(admin.addTrial, ({ input, staff, deps }) => addTrial(deps.db, input, staff.id, deps.now()), write),
  route(admin.saveTrialWindow, ({ input, staff, deps }) => saveTrialWindow(deps.db, input, staff.id, deps.now()), write),
  route(admin.moveTrial, ({ input, staff, deps }) => moveTrial(deps.db, input, staff.id, deps.now()), write),
  route(admin.removeTrial, ({ input, staff, deps }) => removeTrial(deps.db, input, staff.id, deps.now()), write),
  route(admin.trialClaims, ({ input, staff, deps }) => trialClaimsForStaff(deps.db, input, staff), read),
];
