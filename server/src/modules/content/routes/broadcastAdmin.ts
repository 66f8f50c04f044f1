import * as admin from '../../../../../contract/api/schemas/admin/broadcasts';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { broadcastChoices, broadcastForStaff, listBroadcastsForStaff } from '../broadcastAdmin';
import { cancelBroadcast, previewBroadcast, saveBroadcast } from '../broadcastWrites';

/** Broadcasts of the operations console (/api/admin/v1/broadcast/…): read with content.read, written with content.write. */
export const adminBroadcastRoutes: ApiRoute[] = [
  route(admin.broadcastList, ({ input, deps }) => listBroadcastsForStaff(deps.db, input, deps.now()), {
    permission: 'content.read',
  }),
  route(admin.broadcastDetail, ({ input, deps }) => broadcastForStaff(deps.db, input.broadcastId, deps.now()), {
    permission: 'content.read',
  }),
  route(admin.broadcastChoices, ({ deps }) => broadcastChoices(deps.db), { permission: 'content.read' }),
  route(admin.broadcastPreview, ({ input, deps }) => previewBroadcast(deps.db, input, deps.now()), {
    permission: 'content.read',
  }),
  route(admin.saveBroadcast, ({ input, staff, deps }) => saveBroadcast(deps.db, input, staff.id, deps.now()), {
    permission: 'content.write',
  }),
  route(
    admin.cancelBroadcast,
    ({ input, staff, deps }) => cancelBroadcast(deps.db, input.broadcastId, input.version, staff.id, deps.now()),
    { permission: 'content.write' },
  ),
];
