import * as admin from '../../../../../contract/api/schemas/admin/studyReports';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { notifyStudyProgress } from '../../content';
import { runStudyReportsByStaff } from '../weeklyReports/staffRun';

/**
 * The weekly reports in the console (/api/admin/v1/studyReports/…). Running them writes to families' study pages
 * and sends them messages: service.write, the permission of the console's other actions on families.
 */
export const adminStudyReportRoutes: ApiRoute[] = [
  route(
    admin.runStudyReports,
    ({ input, deps, staff }) => runStudyReportsByStaff(deps, input.week, staff.id, notifyStudyProgress),
    {
      permission: 'service.write',
    },
  ),
];
