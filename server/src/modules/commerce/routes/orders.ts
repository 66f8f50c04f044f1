import * as orders from '../../../../../contract/api/schemas/user/orders';
import {
  buyRecord,
  cancelOwnOrder,
  changeCourseDetail,
  commerceOf,
  createOrder,
  findMyCourses,
  modifyOrder,
  orderDetail,
  orderItemsDetail,
  orderLogisticsDetail,
  payStatus,
  purchasePreview,
  shareDetails,
} from '../services';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { requestChannel } from '../../../platform/plugins/siteChannel';

export const orderRoutes: ApiRoute[] = [
  route(orders.purchasePreview, ({ deps, user, input, request }) =>
    purchasePreview(commerceOf(deps, request.log), user, input.courseId),
  ),
  route(orders.createOrder, ({ deps, user, input, request }) =>
    createOrder(commerceOf(deps, request.log), user, {
      ...input,
      receiverRegionId: input.receiverRegionId ?? null,
      channel: requestChannel(request),
    }),
  ),
  route(orders.buyRecord, ({ deps, user, input, request }) => buyRecord(commerceOf(deps, request.log), user, input)),
  route(orders.myOrderDetail, ({ deps, user, input, request }) =>
    orderDetail(commerceOf(deps, request.log), user, input.orderNo),
  ),
  route(orders.buyDetails, ({ deps, user, input, request }) =>
    orderItemsDetail(commerceOf(deps, request.log), user, input.orderNo),
  ),
  route(orders.logistics, ({ deps, user, input, request }) =>
    orderLogisticsDetail(commerceOf(deps, request.log), user, input.orderNo),
  ),
  route(
    orders.cancelOrder,
    ({ deps, user, input, request }) => cancelOwnOrder(commerceOf(deps, request.log), user, input.orderNo),
    {
      successMessage: '订单已取消',
    },
  ),
  route(orders.changeCourseDetail, ({ deps, user, input, request }) =>
    changeCourseDetail(commerceOf(deps, request.log), user, input.orderNo),
  ),
  route(orders.modifyOrders, ({ deps, user, input, request }) => modifyOrder(commerceOf(deps, request.log), user, input), {
    successMessage: '换课成功',
  }),
  route(orders.buyShareDetails, ({ deps, user, input, request }) =>
    shareDetails(commerceOf(deps, request.log), user, input.shareId),
  ),
  route(orders.isPaySuccess, ({ deps, user, input, request }) => payStatus(commerceOf(deps, request.log), user, input)),
  route(orders.findMyCourse, ({ deps, user, input }) => findMyCourses(deps.db, user.id, input)),
];
