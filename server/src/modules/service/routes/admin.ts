import * as admin from '../../../../../contract/api/schemas/admin/inbox';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { inboxItemForStaff, inboxStaff, listInbox } from '../inboxAdmin';
import { assignInboxItem, draftTutorFromApplication, noteInboxItem, replyInboxItem, setInboxState } from '../inboxWrites';

/** The service inbox of the operations console (/api/admin/v1/inbox/…): reads need service.read, writes service.write. */
export const adminInboxRoutes: ApiRoute[] = [
  route(admin.inboxList, ({ input, staff, deps }) => listInbox(deps.db, input, staff.id), { permission: 'service.read' }),
  route(admin.inboxDetail, ({ input, staff, deps }) => inboxItemForStaff(deps.db, input.kind, input.id, staff), {
    permission: 'service.read',
  }),
  route(admin.inboxStaff, ({ deps }) => inboxStaff(deps.db), { permission: 'service.read' }),
  route(admin.assignInboxItem, ({ input, staff, deps }) => assignInboxItem(deps, input, staff), { permission: 'service.write' }),
  route(admin.noteInboxItem, ({ input, staff, deps }) => noteInboxItem(deps, input, staff), { permission: 'service.write' }),
  route(admin.replyInboxItem, ({ input, staff, deps }) => replyInboxItem(deps, input, staff), { permission: 'service.write' }),
  route(admin.setInboxState, ({ input, staff, deps }) => setInboxState(deps, input, staff), { permission: 'service.write' }),
  route(admin.inboxTutorDraft, ({ input, staff, deps }) => draftTutorFromApplication(deps, input, staff), {
    permission: 'service.write',
  }),
];
