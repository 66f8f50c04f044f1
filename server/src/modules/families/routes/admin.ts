import * as admin from '../../../../../contract/api/schemas/admin/families';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { clearFamilyDevices, grantFamilyCourse, setFamilyGrade, signOutFamily, unlockFamily } from '../familyActions';
import { familyForStaff } from '../familyRecord';
import { listFamiliesForStaff } from '../familySearch';

/** The families of the operations console (/api/admin/v1/family/…): reads with service.read, actions with service.write. */
export const adminFamilyRoutes: ApiRoute[] = [
  route(admin.familyList, ({ input, deps }) => listFamiliesForStaff(deps, input), { permission: 'service.read' }),
  route(admin.familyDetail, ({ input, deps, staff }) => familyForStaff(deps, input.familyId, staff.role), {
    permission: 'service.read',
  }),
  route(admin.unlockFamily, ({ input, deps, staff }) => unlockFamily(deps, input, staff), { permission: 'service.write' }),
  route(admin.signOutFamily, ({ input, deps, staff }) => signOutFamily(deps, input, staff), { permission: 'service.write' }),
  route(admin.clearFamilyDevices, ({ input, deps, staff }) => clearFamilyDevices(deps, input, staff), {
    permission: 'service.write',
  }),
  route(admin.setFamilyGrade, ({ input, deps, staff }) => setFamilyGrade(deps, input, staff), { permission: 'service.write' }),
  route(admin.grantFamilyCourse, ({ input, deps, staff }) => grantFamilyCourse(deps, input, staff), {
    permission: 'service.write',
  }),
];
