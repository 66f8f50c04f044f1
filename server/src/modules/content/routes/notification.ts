import * as notification from '../../../../../contract/api/schemas/user/notification';
import { listNotifications, notificationsAbout, openNotification } from '../notifications';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const notificationRoutes: ApiRoute[] = [
  route(notification.findByUserInfoId, ({ deps, user, input }) => listNotifications(deps.db, user.id, input), {
    copiedPerUser: true,
  }),
  route(notification.findById, ({ deps, user, input }) => openNotification(deps.db, user.id, input.id)),
  route(notification.findByObjectId, ({ deps, user, input }) =>
    notificationsAbout(deps.db, user.id, input.objectType, input.objectId),
  ),
];
