import type { FastifyRequest } from 'fastify';
import * as admin from '../../../../../contract/api/schemas/admin/orders';
import * as refunds from '../../../../../contract/api/schemas/admin/refunds';
import * as exports from '../../../../../contract/api/schemas/admin/orderExports';
import * as shipping from '../../../../../contract/api/schemas/admin/shipping';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import type { AppDeps } from '../../../platform/plugins/deps';
import { payRequestContext } from '../context';
import { orderExportTicket, refundExportTicket } from '../exports';
import { listOrdersForStaff, orderForStaff } from '../orderAdmin';
import { refundRowOf } from '../refundRows';
import { approveRefund, type RefundContext, rejectRefund, requestRefund } from '../refunds';
import { correctShipment, importShipments, shipmentOfOrder, shipOrder } from '../shipments';

/**
 * The orders of the operations console (/api/admin/v1/order/…): reads for the roles with orders.read; refunds
 * asked by those with refunds.request and decided by those with orders.refund; exports of orders and refunds
 * for those with orders.export (the ticket's file is served by exportDownload.ts).
 * asked by those with refunds.request and decided by those with orders.refund; parcels of printed material
 * shipped, corrected and imported by those with orders.ship.
 */
export const adminOrderRoutes: ApiRoute[] = [
  route(admin.orderList, ({ input, deps }) => listOrdersForStaff(deps.db, input), { permission: 'orders.read' }),
  route(admin.orderDetail, ({ input, deps }) => orderForStaff(deps.db, deps.payments, input.orderNo), {
    permission: 'orders.read',
  }),
  route(exports.orderExport, ({ input, deps, staff }) => orderExportTicket(deps, staff, input), {
    permission: 'orders.export',
  }),
  route(exports.refundExport, ({ input, deps, staff }) => refundExportTicket(deps, staff, input), {
    permission: 'orders.export',
  }),
  route(
    refunds.refundRequest,
    async ({ input, deps, staff, request }) => {
      const refund = await requestRefund(refundContext(deps, request), staff.id, {
        orderNo: input.orderNo,
        amountCents: input.amount,
        reason: input.reason,
        requestKey: input.requestKey,
      });
      return refundRowOf(deps.db, refund.id);
    },
    { permission: 'refunds.request' },
  ),
  route(
    refunds.refundApprove,
    async ({ input, deps, staff, request }) => {
      const { notifyBase } = payRequestContext(deps, request);
      const refund = await approveRefund(refundContext(deps, request), staff.id, { ...input, notifyBase });
      return refundRowOf(deps.db, refund.id);
    },
    { permission: 'orders.refund' },
  ),
  route(
    refunds.refundReject,
    async ({ input, deps, staff, request }) =>
      refundRowOf(deps.db, (await rejectRefund(refundContext(deps, request), staff.id, input)).id),
    { permission: 'orders.refund' },
  ),
  route(
    shipping.orderShip,
    async ({ input, deps, staff }) => {
      await shipOrder(deps.db, staff.id, input, deps.now());
      return shipmentOfOrder(deps.db, input.orderNo);
    },
    { permission: 'orders.ship' },
  ),
  route(
    shipping.orderShipCorrect,
    async ({ input, deps, staff }) => {
      await correctShipment(deps.db, staff.id, input, deps.now());
      return shipmentOfOrder(deps.db, input.orderNo);
    },
    { permission: 'orders.ship' },
  ),
  route(
    shipping.shipImport,
    ({ input, deps, staff }) =>
      importShipments(deps.db, staff.id, { fileName: input.fileName, bytes: Buffer.from(input.content, 'base64') }, deps.now()),
    { permission: 'orders.ship' },
  ),
];

function refundContext(deps: AppDeps, request: FastifyRequest): RefundContext {
  return { db: deps.db, now: deps.now, gateway: deps.payments, log: request.log };
}
