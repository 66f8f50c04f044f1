import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import {
  type Carrier,
  CARRIERS,
  type CarrierCode,
  carrierOf,
  normalTrackingNo,
  SHIP_IMPORT_MAX_BYTES,
  SHIP_IMPORT_MAX_ROWS,
  SHIP_IMPORT_OUTCOMES,
  type ShipImportOutcome,
  trackingFits,
} from '../../../../contract/vocabulary/shipping';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  type LogisticsEvent,
  notifications,
  type Order,
  type OrderLogistics,
  orderLogistics,
  orders,
  staffMembers,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit } from '../console';

export const SHIPMENT_MESSAGES = {
  noOrder: (orderNo: string) => `没有这个订单：${orderNo}`,
  notPaid: '只能为已支付的订单发货',
  noAddress: '这个订单没有收货地址：它的课程不寄送教材',
  otherParcel: (company: string, trackingNo: string) =>
    `这个订单已由 ${company} 发出（运单号 ${trackingNo}）；只能为同一包裹添加物流记录`,
  alreadyShipped: (company: string, trackingNo: string) => `这个订单已经发货（${company} ${trackingNo}），如需修改请使用更正`,
  notShipped: '这个订单还没有发货，无法更正',
  unchanged: '快递公司和运单号与现在的相同，无需更正',
  badTracking: (carrier: string) => `运单号与${carrier}的运单号格式不符`,
  blank: '快递公司、运单号和物流描述都不能为空',
  tooBig: `文件不能超过 ${SHIP_IMPORT_MAX_BYTES / 1024} KB`,
  tooManyRows: `一次最多导入 ${SHIP_IMPORT_MAX_ROWS} 行，请拆分文件`,
  noRows: '文件里没有运单：第一行是表头（订单号、快递公司、运单号），从第二行起每行一个订单',
  unreadable: (reason: string) => `无法读取 CSV 文件：${reason}`,
  columns: '表头应包含订单号、快递公司、运单号三列',
} as const;

/** The family hears once per parcel, when it leaves. */
const SHIPPED_TITLE = '教材已发货';

/** The first scan of a parcel shipped from the console or an import. */
const SHIPPED_EVENT = '已发货';

async function lockedOrder(tx: DbExecutor, orderNo: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return order;
}

/**
 * Starts the parcel of a paid order that ships material: records the carrier and number with its first
 * step and tells the buyer. Every way of shipping (console form, import, command line) goes through here.
 */
async function startShipment(
  tx: DbExecutor,
  order: Order,
  parcel: { company: string; trackingNo: string; event: LogisticsEvent; staffId: number | null },
): Promise<OrderLogistics> {
  const [shipment] = await tx
    .insert(orderLogistics)
    .values({
      orderId: order.id,
      company: parcel.company,
      trackingNo: parcel.trackingNo,
      events: [parcel.event],
      shippedBy: parcel.staffId,
    })
    .returning();
  await tx.insert(notifications).values({
    userId: order.userId,
    kind: 'order',
    title: SHIPPED_TITLE,
    content: `订单 ${order.orderNo} 的教材已由 ${parcel.company} 发出，运单号 ${parcel.trackingNo}，可在订单详情查看物流。`,
    objectType: 'order',
    objectId: order.id,
  });
  return shipment!;
}

/** Why an order cannot ship now, or null when it can. */
function shippingRefusal(order: Order | undefined, orderNo: string): string | null {
  if (!order) return SHIPMENT_MESSAGES.noOrder(orderNo);
  if (order.status !== 'paid') return SHIPMENT_MESSAGES.notPaid;
  if (!order.receiverAddress) return SHIPMENT_MESSAGES.noAddress;
  return null;
}

export interface ShipmentInput {
  orderNo: string;
  company: string;
  trackingNo: string;
  /** What happened to the parcel, e.g. 已揽收, 运输中, 已签收. */
  description: string;
  location?: string | undefined;
  at: Date;
}

/**
 * Records a step of the parcel of printed material for a paid order: the first one marks the order shipped
 * (with the carrier and tracking number) and tells the buyer; later ones add to the timeline the buyer sees
 * on the order page (`orders/logistics`). Operators run it through `npm run ship`.
 */
export async function recordShipment(db: Db, input: ShipmentInput): Promise<{ firstShipment: boolean; events: number }> {
  const company = input.company.trim();
  const trackingNo = input.trackingNo.trim();
  const description = input.description.trim();
  if (!company || !trackingNo || !description) throw new Error(SHIPMENT_MESSAGES.blank);
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderNo);
    const refusal = shippingRefusal(order, input.orderNo);
    if (refusal || !order) throw new Error(refusal ?? SHIPMENT_MESSAGES.noOrder(input.orderNo));
    const event: LogisticsEvent = {
      at: input.at.toISOString(),
      description,
      ...(input.location?.trim() ? { location: input.location.trim() } : {}),
    };
    const [shipment] = await tx.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id));
    if (!shipment) {
      await startShipment(tx, order, { company, trackingNo, event, staffId: null });
      await recordAudit(tx, {
        staffId: null,
        action: 'shipment.ship',
        entity: 'order',
        entityId: order.orderNo,
        after: { company, trackingNo },
      });
      return { firstShipment: true, events: 1 };
    }
    if (shipment.company !== company || shipment.trackingNo !== trackingNo) {
      throw new Error(SHIPMENT_MESSAGES.otherParcel(shipment.company, shipment.trackingNo));
    }
    const events = [...shipment.events, event];
    await tx.update(orderLogistics).set({ events }).where(eq(orderLogistics.id, shipment.id));
    return { firstShipment: false, events: events.length };
  });
}

function carrierByCode(code: CarrierCode): Carrier {
  return CARRIERS.find((carrier) => carrier.code === code)!;
}

/** A tracking number the carrier could have issued, normalised; refused with the carrier's name otherwise. */
function checkedTracking(carrier: Carrier, trackingNo: string): string {
  const normal = normalTrackingNo(trackingNo);
  if (!trackingFits(carrier, normal)) throw new ApiError(SHIPMENT_MESSAGES.badTracking(carrier.name));
  return normal;
}

export interface ShipOrder {
  orderNo: string;
  carrier: CarrierCode;
  trackingNo: string;
}

/** Staff ship an order from the console's form (orders.ship). */
export async function shipOrder(db: Db, staffId: number, ship: ShipOrder, now: Date): Promise<void> {
  const carrier = carrierByCode(ship.carrier);
  const trackingNo = checkedTracking(carrier, ship.trackingNo);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, ship.orderNo);
    const refusal = shippingRefusal(order, ship.orderNo);
    if (refusal || !order) throw new ApiError(refusal ?? SHIPMENT_MESSAGES.noOrder(ship.orderNo));
    const [shipment] = await tx.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id));
    if (shipment) throw new ApiError(SHIPMENT_MESSAGES.alreadyShipped(shipment.company, shipment.trackingNo));
    await startShipment(tx, order, {
      company: carrier.name,
      trackingNo,
      event: { at: now.toISOString(), description: SHIPPED_EVENT },
      staffId,
    });
    await recordAudit(tx, {
      staffId,
      action: 'shipment.ship',
      entity: 'order',
      entityId: order.orderNo,
      after: { company: carrier.name, trackingNo },
    });
  });
}

/**
 * Staff correct the carrier or number of a shipped parcel, saying why. The family is not told again (the
 * parcel left once); its order page shows the corrected number.
 */
export async function correctShipment(
  db: Db,
  staffId: number,
  correction: ShipOrder & { reason: string },
  now: Date,
): Promise<void> {
  const carrier = carrierByCode(correction.carrier);
  const trackingNo = checkedTracking(carrier, correction.trackingNo);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, correction.orderNo);
    if (!order) throw new ApiError(SHIPMENT_MESSAGES.noOrder(correction.orderNo));
    const [shipment] = await tx.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id));
    if (!shipment) throw new ApiError(SHIPMENT_MESSAGES.notShipped);
    if (shipment.company === carrier.name && shipment.trackingNo === trackingNo) throw new ApiError(SHIPMENT_MESSAGES.unchanged);
    await tx
      .update(orderLogistics)
      .set({
        company: carrier.name,
        trackingNo,
        corrections: [
          ...shipment.corrections,
          {
            at: now.toISOString(),
            staffId,
            fromCompany: shipment.company,
            fromTrackingNo: shipment.trackingNo,
            reason: correction.reason,
          },
        ],
      })
      .where(eq(orderLogistics.id, shipment.id));
    await recordAudit(tx, {
      staffId,
      action: 'shipment.correct',
      entity: 'order',
      entityId: order.orderNo,
      before: { company: shipment.company, trackingNo: shipment.trackingNo },
      after: { company: carrier.name, trackingNo, reason: correction.reason },
    });
  });
}

/** An order's parcel as the console shows it, with the names of who shipped and corrected it. */
export async function shipmentViewOf(db: DbExecutor, shipment: OrderLogistics) {
  const staffIds = [shipment.shippedBy, ...shipment.corrections.map((c) => c.staffId)].filter((id): id is number => id !== null);
  const names = new Map(
    staffIds.length === 0
      ? []
      : (
          await db
            .select({ id: staffMembers.id, name: staffMembers.name })
            .from(staffMembers)
            .where(inArray(staffMembers.id, staffIds))
        ).map((row) => [row.id, row.name] as const),
  );
  const first = [...shipment.events].sort((a, b) => a.at.localeCompare(b.at))[0];
  return {
    company: shipment.company,
    trackingNo: shipment.trackingNo,
    shippedAt: first ? new Date(first.at).toISOString() : shipment.createdAt.toISOString(),
    shippedBy: shipment.shippedBy === null ? '' : (names.get(shipment.shippedBy) ?? ''),
    corrections: shipment.corrections.map((c) => ({
      at: c.at,
      by: c.staffId === null ? '' : (names.get(c.staffId) ?? ''),
      fromCompany: c.fromCompany,
      fromTrackingNo: c.fromTrackingNo,
      reason: c.reason,
    })),
  };
}

/** The parcel of an order, read after shipping or correcting it. */
export async function shipmentOfOrder(db: DbExecutor, orderNo: string) {
  const [row] = await db
    .select({ shipment: orderLogistics })
    .from(orderLogistics)
    .innerJoin(orders, eq(orders.id, orderLogistics.orderId))
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  if (!row) throw new ApiError(SHIPMENT_MESSAGES.notShipped);
  return shipmentViewOf(db, row.shipment);
}

export interface ImportRow {
  line: number;
  orderNo: string;
  carrier: string;
  trackingNo: string;
  outcome: ShipImportOutcome;
  detail: string;
}

/**
 * The text of an uploaded CSV: UTF-8 with or without its byte-order mark, else GBK (what Excel on a Chinese
 * Windows saves as "CSV").
 */
export function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

const HEADER_NAMES = {
  orderNo: ['订单号', '订单编号', 'order', 'orderno', 'order_no', 'order no'],
  carrier: ['快递公司', '快递', '物流公司', 'carrier', 'company'],
  trackingNo: ['运单号', '快递单号', '物流单号', 'tracking', 'trackingno', 'tracking_no', 'tracking no'],
} as const;

/** The rows of the file, with the line each came from; refuses a file that is not the expected table. */
function importRows(bytes: Buffer): { line: number; orderNo: string; carrier: string; trackingNo: string }[] {
  if (bytes.length > SHIP_IMPORT_MAX_BYTES) throw new ApiError(SHIPMENT_MESSAGES.tooBig);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csvText(bytes), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new ApiError(SHIPMENT_MESSAGES.unreadable(error instanceof Error ? error.message : String(error)));
  }
  const [head, ...data] = records;
  const header = head?.record;
  if (!header || data.length === 0) throw new ApiError(SHIPMENT_MESSAGES.noRows);
  if (data.length > SHIP_IMPORT_MAX_ROWS) throw new ApiError(SHIPMENT_MESSAGES.tooManyRows);
  const names = header.map((name) => name.trim().toLowerCase());
  const column = (key: keyof typeof HEADER_NAMES) =>
    names.findIndex((name) => (HEADER_NAMES[key] as readonly string[]).includes(name));
  const at = { orderNo: column('orderNo'), carrier: column('carrier'), trackingNo: column('trackingNo') };
  if (at.orderNo < 0 || at.carrier < 0 || at.trackingNo < 0) throw new ApiError(SHIPMENT_MESSAGES.columns);
  // Line numbers as a spreadsheet shows them: the header is line 1.
  return data.map(({ record, info }) => ({
    line: info.lines,
    orderNo: (record[at.orderNo] ?? '').trim().toUpperCase(),
    carrier: (record[at.carrier] ?? '').trim(),
    trackingNo: normalTrackingNo(record[at.trackingNo] ?? ''),
  }));
}

/**
 * Ships the orders of a CSV of tracking numbers and reports what became of every row. Each good row ships in
 * its own transaction; a row that names a parcel already recorded with the same number is reported as such,
 * so importing the same file again changes nothing.
 */
export async function importShipments(
  db: Db,
  staffId: number,
  file: { fileName: string; bytes: Buffer },
  now: Date,
): Promise<{ rows: ImportRow[]; counts: Record<ShipImportOutcome, number> }> {
  const rows = importRows(file.bytes);
  const seen = new Set<string>();
  const report: ImportRow[] = [];
  for (const row of rows) {
    const result = (outcome: ShipImportOutcome, detail = '') => report.push({ ...row, outcome, detail });
    if (seen.has(row.orderNo)) {
      result('duplicate-row');
      continue;
    }
    seen.add(row.orderNo);
    const carrier = carrierOf(row.carrier);
    if (!carrier) {
      result('bad-carrier');
      continue;
    }
    if (!trackingFits(carrier, row.trackingNo)) {
      result('bad-tracking', carrier.name);
      continue;
    }
    const outcome = await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, row.orderNo);
      if (!order) return { outcome: 'unknown-order' as const };
      if (order.status !== 'paid') return { outcome: 'not-paid' as const };
      if (!order.receiverAddress) return { outcome: 'nothing-to-ship' as const };
      const [shipment] = await tx.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id));
      if (shipment) {
        return shipment.trackingNo === row.trackingNo
          ? { outcome: 'already-shipped' as const }
          : { outcome: 'other-parcel' as const, detail: `${shipment.company} ${shipment.trackingNo}` };
      }
      await startShipment(tx, order, {
        company: carrier.name,
        trackingNo: row.trackingNo,
        event: { at: now.toISOString(), description: SHIPPED_EVENT },
        staffId,
      });
      return { outcome: 'shipped' as const, detail: carrier.name };
    });
    result(outcome.outcome, 'detail' in outcome ? outcome.detail : '');
  }
  const counts = Object.fromEntries(SHIP_IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ShipImportOutcome, number>;
  for (const row of report) counts[row.outcome] += 1;
  await recordAudit(db, {
    staffId,
    action: 'shipment.import',
    entity: 'order',
    entityId: file.fileName || 'CSV',
    after: { rows: report.length, ...counts },
  });
  return { rows: report, counts };
}
