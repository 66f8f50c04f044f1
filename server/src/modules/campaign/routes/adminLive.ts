import * as admin from '../../../../../contract/api/schemas/admin/campaignLive';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { deleteLiveClass, liveClassesForStaff, saveLiveClass } from '../liveAdmin';
import { exportLiveSignups, liveSignupsForStaff } from '../liveSignupExport';

const read = { permission: 'content.read' } as const;
// The landing pages read the sessions uncached (seats change with every sign-up), so no cache to drop.
const write = { permission: 'content.write' } as const;

/** The live classes in the console (/api/admin/v1/campaigns/live/…). */
export const liveAdminRoutes: ApiRoute[] = [
  route(admin.liveClassList, ({ input, deps }) => liveClassesForStaff(deps.db, input.when, deps.now()), read),
  route(admin.saveLiveClass, ({ input, staff, deps }) => saveLiveClass(deps.db, input, staff.id, deps.now()), write),
  route(
    admin.deleteLiveClass,
    ({ input, staff, deps }) => deleteLiveClass(deps.db, input.liveClassId, input.version, staff.id),
    write,
  ),
  route(admin.liveSignupList, ({ input, staff, deps }) => liveSignupsForStaff(deps.db, input, staff.role), read),
  route(admin.exportLiveSignups, ({ input, staff, deps }) => exportLiveSignups(deps.db, input, staff), read),
];
