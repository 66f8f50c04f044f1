import type { ApiCall } from '../../../../../contract/api/schemas/contract';
import * as admin from '../../../../../contract/api/schemas/admin/campaignTexts';
import { roleCan } from '../../../../../contract/vocabulary/staff';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import { maskPhone } from '../../commerce';
import { contentWrite } from '../../content';
import { giftSetting, parentBindingSetting, saveSetting } from '../../campaignSettings';
import { giftClaimsForStaff } from '../campaignTexts';

const read = { permission: 'content.read' } as const;
/** The family pages read both settings through one cached call: a save drops it. */
const textWrite = <Call extends ApiCall>(call: Call, write: Handler<Call>) => contentWrite(call, write, CACHE_TAGS.campaignTexts);

/** The gift page and parent-binding texts of the console (/api/admin/v1/campaigns/texts/…). */
export const textAdminRoutes: ApiRoute[] = [
  route(admin.giftDetail, ({ deps, request }) => giftSetting(deps.db, request.log), read),
  textWrite(admin.saveGift, ({ deps, input: { version, endsAt, ...settings }, staff }) =>
    saveSetting(
      deps.db,
      'gift',
      { version, settings: { ...settings, endsAt: endsAt ? new Date(endsAt).toISOString() : null } },
      staff.id,
    ),
  ),
  route(
    admin.giftClaimList,
    ({ deps, input, staff }) =>
      // Whole phones only for the roles that call families back; others see them masked.
      giftClaimsForStaff(deps.db, input, (phone) => (roleCan(staff.role, 'service.write') ? phone : maskPhone(phone))),
    read,
  ),
  route(admin.parentTextsDetail, ({ deps, request }) => parentBindingSetting(deps.db, request.log), read),
  textWrite(admin.saveParentTexts, ({ deps, input: { version, ...settings }, staff }) =>
    saveSetting(deps.db, 'parentBinding', { version, settings }, staff.id),
  ),
];
