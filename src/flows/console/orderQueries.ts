import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { EXPORT_DOWNLOAD_PATH } from '@contract/api/schemas/admin/orderExports';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import type { ExportFormat, ExportKind } from '@contract/vocabulary/exports';
import type { CarrierCode } from '@contract/vocabulary/shipping';
import { consoleApi } from './consoleApi';

export type StaffOrderRow = DataOf<typeof admin.orders.orderList>['list'][number];
export type StaffOrder = DataOf<typeof admin.orders.orderDetail>;

export const ORDER_PAGE_SIZE = 20;

const keys = {
  list: (filter: OrderFilter) => ['console', 'orders', 'list', filter] as const,
  one: (orderNo: string) => ['console', 'orders', 'one', orderNo] as const,
};

/** A day of the address (YYYY-MM-DD) as the first moment of that day where the staff member is, `days` later. */
function localDayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}

/**
 * The list's date range as the server takes it: from the first moment of the first day to the first moment
 * after the last, both in the staff member's own time zone.
 */
export function createdRange(filter: Pick<OrderFilter, 'from' | 'to'>) {
  return {
    ...(filter.from ? { createdFrom: localDayStart(filter.from) } : {}),
    ...(filter.to ? { createdBefore: localDayStart(filter.to, 1) } : {}),
  };
}

export function useStaffOrders(filter: OrderFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.orders.orderList,
        {
          q: filter.q,
          page: filter.page,
          size: ORDER_PAGE_SIZE,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.channel ? { channel: filter.channel } : {}),
          ...createdRange(filter),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(orderNo: string | null) {
  return useQuery({
    queryKey: keys.one(orderNo ?? ''),
    queryFn: () => consoleApi.call(admin.orders.orderDetail, { orderNo: orderNo! }, { handleError: true }),
    enabled: orderNo !== null,
  });
}

/**
 * A refund step (ask, approve, refuse): the order is read again afterwards, since its state, what is still
 * refundable and its history all move with it, and so are the list and the audit log.
 */
function useOrderStep<Input>(orderNo: string, step: (input: Input) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: keys.one(orderNo) }),
        queries.invalidateQueries({ queryKey: ['console', 'orders', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
}

/** A new key for one refund form: sent again (a double click, a retry after a lost answer) it makes one refund. */
export function newRefundKey(): string {
  return crypto.randomUUID();
}

export function useRequestRefund(orderNo: string) {
  return useOrderStep(orderNo, (input: { amount: string; reason: string; requestKey: string }) =>
    consoleApi.call(admin.refunds.refundRequest, { orderNo, ...input }, { handleError: true }),
  );
}

export function useApproveRefund(orderNo: string) {
  return useOrderStep(orderNo, (input: { refundId: number; version: number }) =>
    consoleApi.call(admin.refunds.refundApprove, input, { handleError: true }),
  );
}

export function useRejectRefund(orderNo: string) {
  return useOrderStep(orderNo, (input: { refundId: number; version: number; note: string }) =>
    consoleApi.call(admin.refunds.refundReject, input, { handleError: true }),
  );
}

/** An export as the console asks for it: orders under the list's filters, or refunds, for a range of local days. */
export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  filter: Pick<OrderFilter, 'q' | 'status' | 'channel'>;
  from: string;
  to: string;
}

/** Asks for a download ticket and answers the address that downloads the file with it (valid once, for a minute). */
async function exportAddress(request: ExportRequest): Promise<string> {
  const range = createdRange(request);
  const fields = { format: request.format, createdFrom: range.createdFrom ?? '', createdBefore: range.createdBefore ?? '' };
  const { ticket } =
    request.kind === 'orders'
      ? await consoleApi.call(
          admin.orderExports.orderExport,
          {
            ...fields,
            q: request.filter.q,
            ...(request.filter.status ? { status: request.filter.status } : {}),
            ...(request.filter.channel ? { channel: request.filter.channel } : {}),
          },
          { handleError: true },
        )
      : await consoleApi.call(admin.orderExports.refundExport, fields, { handleError: true });
  return consoleApi.url(EXPORT_DOWNLOAD_PATH, { ticket });
}

/**
 * Starts an export: the browser downloads the file itself from the ticket's address, so it streams to disk as
 * the server writes it instead of being held in the page. The audit log gains the export.
 */
export function useStartExport() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const address = await exportAddress(request);
      const link = document.createElement('a');
      link.href = address;
      link.rel = 'noopener';
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      return address;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
  });
}

/** Shipping or correcting a parcel: the order is read again, and so are the list and the audit log. */
export function useShipOrder(orderNo: string) {
  return useOrderStep(orderNo, (input: { carrier: CarrierCode; trackingNo: string; reason: string }) =>
    input.reason
      ? consoleApi.call(admin.shipping.orderShipCorrect, { orderNo, ...input }, { handleError: true })
      : consoleApi.call(
          admin.shipping.orderShip,
          { orderNo, carrier: input.carrier, trackingNo: input.trackingNo },
          { handleError: true },
        ),
  );
}

/** The base64 of a file's bytes, as the import call carries it. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Imports a CSV of tracking numbers; every order it shipped is read again. */
export function useImportShipments() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      consoleApi.call(admin.shipping.shipImport, { fileName: file.name, content: await base64Of(file) }, { handleError: true }),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'orders'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
}
