import { z } from 'zod';
import {
  CARRIER_CODES,
  SHIP_IMPORT_MAX_BYTES,
  SHIP_IMPORT_MAX_ROWS,
  SHIP_IMPORT_OUTCOMES,
  SHIPPING_REASON_MAX,
} from '../../../vocabulary/shipping';
import { orderNo } from '../../../fields/orders';
import { defineCall } from '../contract';
import { choice, isoDateTime, text } from '../fields';
import { ADMIN_API } from './paths';

/** An order's parcel as the console shows it after shipping. */
export const shipmentView = z.object({
  company: z.string(),
  trackingNo: z.string(),
  shippedAt: isoDateTime,
  shippedBy: z.string().describe('发货人姓名；命令行发货时为空'),
  corrections: z.array(
    z.object({
      at: isoDateTime,
      by: z.string(),
      fromCompany: z.string(),
      fromTrackingNo: z.string(),
      reason: z.string(),
    }),
  ),
});

const trackingField = () =>
  z
    .string({ error: '应为文本' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, { error: '不能为空' }).max(30, { error: '长度不能超过 30 个字符' }));

export const orderShip = defineCall({
  path: `${ADMIN_API}/order/ship`,
  summary: '为已支付、寄送教材的订单发货（需 orders.ship）：快递公司与运单号（按快递公司的格式校验），通知买家一次',
  auth: true,
  request: z.object({ orderNo: orderNo(), carrier: choice(CARRIER_CODES), trackingNo: trackingField() }),
  response: shipmentView,
});

export const orderShipCorrect = defineCall({
  path: `${ADMIN_API}/order/ship/correct`,
  summary: '更正已发货订单的快递公司或运单号（需 orders.ship），写明理由',
  auth: true,
  request: z.object({
    orderNo: orderNo(),
    carrier: choice(CARRIER_CODES),
    trackingNo: trackingField(),
    reason: text(SHIPPING_REASON_MAX),
  }),
  response: shipmentView,
});

/** Base64 of at most SHIP_IMPORT_MAX_BYTES bytes. */
const base64Max = Math.ceil(SHIP_IMPORT_MAX_BYTES / 3) * 4;

export const shipImport = defineCall({
  path: `${ADMIN_API}/order/ship/import`,
  summary: `批量导入运单（需 orders.ship）：CSV（订单号、快递公司、运单号，首行为表头；UTF-8 或 GBK），最多 ${SHIP_IMPORT_MAX_ROWS} 行；逐行报告结果，只发货合格的行；同一文件再导入不会重复发货`,
  auth: true,
  request: z.object({
    fileName: z.string().trim().max(200, { error: '文件名过长' }).default(''),
    content: z
      .string({ error: '应为文件内容' })
      .min(1, { error: '文件是空的' })
      .max(base64Max, { error: `文件不能超过 ${SHIP_IMPORT_MAX_BYTES / 1024} KB` })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: '应为 base64 编码的文件内容' })
      .describe('CSV 文件的 base64'),
  }),
  response: z.object({
    rows: z.array(
      z.object({
        line: z.number().int().describe('文件中的行号（表头为第 1 行）'),
        orderNo: z.string(),
        carrier: z.string(),
        trackingNo: z.string(),
        outcome: z.enum(SHIP_IMPORT_OUTCOMES),
        detail: z.string().describe('补充说明，如已有的运单号'),
      }),
    ),
    counts: z.record(z.enum(SHIP_IMPORT_OUTCOMES), z.number().int()),
  }),
});

export type ShipmentView = z.infer<typeof shipmentView>;
export type ShipImportReport = z.infer<typeof shipImport.response>;
