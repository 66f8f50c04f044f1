import * as admin from '../../../../../contract/api/schemas/admin/orders';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { listOrdersForStaff, orderForStaff } from '../orderAdmin';

/** The orders of the operations console (/api/admin/v1/order/…): reads for the roles with orders.read. */
export const adminOrderRoutes: ApiRoute[] = [
  route(admin.orderList, ({ input, deps }) => listOrdersForStaff(deps.db, input), { permission: 'orders.read' }),
  route(admin.orderDetail, ({ input, deps }) => orderForStaff(deps.db, input.orderNo), { permission: 'orders.read' }),
];
