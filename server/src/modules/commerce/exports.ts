/**
 * Exports of orders and refunds (orders.export). The console asks for a ticket with its filters; the browser
 * then downloads the file with a plain GET, since a link cannot carry the console's Authorization header. A
 * ticket is used once and lives a minute, in the shared store so that any instance may serve the download.
 * Every download is audited twice, append-only: when it starts (who, what, which filters) and when it ends
 * (finished with its row count, broken off by the database, or abandoned by the browser).
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_DOWNLOAD_PATH,
  type orderExport as orderExportCall,
  type refundExport as refundExportCall,
} from '../../../../contract/api/schemas/admin/orderExports';
import type { ParsedRequestOf } from '../../../../contract/api/schemas/contract';
import {
  EXPORT_TICKET_SECONDS,
  EXPORT_TIME_ZONE,
  type ExportFormat,
  type ExportKind,
  ORDER_EXPORT_COLUMNS,
  REFUND_EXPORT_COLUMNS,
} from '../../../../contract/vocabulary/exports';
import { roleCan, type StaffRole } from '../../../../contract/vocabulary/staff';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit, type StaffAuthUser } from '../console';
import { type ExportEnd, exportWriter, pumpExport } from './exportFiles';
import { orderExportPages, type OrderExportFilter, refundExportPages } from './exportRows';

/** Rows read per query: enough to keep the database busy, few enough that a page is a small piece of memory. */
export const EXPORT_PAGE_SIZE = 500;

export const EXPORT_MESSAGES = {
  ticketGone: '下载链接已失效（只能使用一次，1 分钟内有效），请重新导出',
} as const;

interface ExportTicket {
  exportId: string;
  staffId: number;
  role: StaffRole;
  kind: ExportKind;
  format: ExportFormat;
  filter: OrderExportFilter;
  expiresAt: number;
}

const ticketKey = (ticket: string) => `export-ticket:${ticket}`;

async function issueTicket(deps: Pick<AppDeps, 'store' | 'now'>, ticket: Omit<ExportTicket, 'exportId' | 'expiresAt'>) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = deps.now().getTime() + EXPORT_TICKET_SECONDS * 1000;
  const stored: ExportTicket = { ...ticket, exportId: randomBytes(8).toString('hex'), expiresAt };
  await deps.store.set(ticketKey(token), JSON.stringify(stored), EXPORT_TICKET_SECONDS);
  return {
    ticket: token,
    downloadPath: `${EXPORT_DOWNLOAD_PATH}?ticket=${token}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

export function orderExportTicket(
  deps: Pick<AppDeps, 'store' | 'now'>,
  staff: StaffAuthUser,
  input: ParsedRequestOf<typeof orderExportCall>,
) {
  return issueTicket(deps, {
    staffId: staff.id,
    role: staff.role,
    kind: 'orders',
    format: input.format,
    filter: {
      q: input.q,
      status: input.status,
      channel: input.channel,
      createdFrom: input.createdFrom,
      createdBefore: input.createdBefore,
    },
  });
}

export function refundExportTicket(
  deps: Pick<AppDeps, 'store' | 'now'>,
  staff: StaffAuthUser,
  input: ParsedRequestOf<typeof refundExportCall>,
) {
  return issueTicket(deps, {
    staffId: staff.id,
    role: staff.role,
    kind: 'refunds',
    format: input.format,
    filter: { q: '', createdFrom: input.createdFrom, createdBefore: input.createdBefore },
  });
}

const shanghaiDay = new Intl.DateTimeFormat('sv-SE', { timeZone: EXPORT_TIME_ZONE, dateStyle: 'short' });

/** 订单-2026-12-01至2026-12-31.csv: the kind and the range's first and last day, in Beijing time. */
export function exportFileName(ticket: Pick<ExportTicket, 'kind' | 'format' | 'filter'>, ascii = false): string {
  const first = shanghaiDay.format(new Date(ticket.filter.createdFrom));
  const last = shanghaiDay.format(new Date(Date.parse(ticket.filter.createdBefore) - 1));
  const name = ascii ? ticket.kind : ticket.kind === 'orders' ? '订单' : '退款';
  return `${name}-${first}${ascii ? '_' : '至'}${last}.${ticket.format}`;
}

/** Content-Disposition of a download: an ASCII name for old clients, the Chinese one for the rest. */
export const attachmentOf = (ticket: Pick<ExportTicket, 'kind' | 'format' | 'filter'>) =>
  `attachment; filename="${exportFileName(ticket, true)}"; filename*=UTF-8''${encodeURIComponent(exportFileName(ticket))}`;

/** The end of an export, audited even when the database has just dropped its connections: tried a few times. */
async function auditEnd(deps: Pick<AppDeps, 'db'>, ticket: ExportTicket, end: ExportEnd, log?: FastifyBaseLogger) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await recordAudit(deps.db, {
        staffId: ticket.staffId,
        action: `export.${end.outcome}`,
        entity: 'export',
        entityId: ticket.exportId,
        after: { kind: ticket.kind, rows: end.rows },
      });
      return;
    } catch (error) {
      if (attempt >= 5) {
        log?.error({ err: error, exportId: ticket.exportId, end: end.outcome }, 'export end not audited');
        return;
      }
      await new Promise((wait) => setTimeout(wait, 200 * attempt));
    }
  }
}

export interface ExportDownload {
  stream: PassThrough;
  contentType: string;
  disposition: string;
  /** Settles when the file is written, broken off or abandoned, and its end is audited. */
  done: Promise<ExportEnd>;
}

/**
 * Exchanges a ticket for its file: audits the start, then streams the rows as they are read. The stream is
 * destroyed with an error when the database fails mid-way (the download breaks off: a CSV lacks its summary
 * line, an XLSX its closing parts), and reading stops as soon as the browser goes away.
 */
export async function startExportDownload(
  deps: Pick<AppDeps, 'db' | 'store' | 'now'>,
  token: string,
  options: { pageSize?: number; log?: FastifyBaseLogger } = {},
): Promise<ExportDownload> {
  const stored = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await deps.store.take(ticketKey(token)) : null;
  const ticket = stored ? (JSON.parse(stored) as ExportTicket) : null;
  if (!ticket || ticket.expiresAt <= deps.now().getTime()) throw new ApiError(EXPORT_MESSAGES.ticketGone);
  await recordAudit(deps.db, {
    staffId: ticket.staffId,
    action: `export.${ticket.kind}`,
    entity: 'export',
    entityId: ticket.exportId,
    after: { format: ticket.format, filter: ticket.filter },
  });
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const stream = new PassThrough({ highWaterMark: 64 * 1024 });
  // The response reports a broken stream itself; without a listener of its own the error would end the process.
  stream.on('error', () => undefined);
  const writer = exportWriter(ticket.format, stream, ticket.kind === 'orders' ? '订单' : '退款');
  const done =
    ticket.kind === 'orders'
      ? pumpExport(
          stream,
          writer,
          ORDER_EXPORT_COLUMNS,
          orderExportPages(deps.db, ticket.filter, { pageSize, wholePhones: roleCan(ticket.role, 'service.write') }),
        )
      : pumpExport(stream, writer, REFUND_EXPORT_COLUMNS, refundExportPages(deps.db, ticket.filter, { pageSize }));
  return {
    stream,
    contentType: writer.contentType,
    disposition: attachmentOf(ticket),
    done: done.then(async (end) => {
      if (end.outcome === 'failed') options.log?.warn({ err: end.error, exportId: ticket.exportId }, 'export broke off');
      await auditEnd(deps, ticket, end, options.log);
      return end;
    }),
  };
}
