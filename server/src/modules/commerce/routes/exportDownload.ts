import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EXPORT_DOWNLOAD_PATH } from '../../../../../contract/api/schemas/admin/orderExports';
import { API_STATUS } from '../../../../../contract/api/schemas/contract';
import { ApiError } from '../../../platform/plugins/apiError';
import { escapeHtml } from '../../../seo/text';
import { startExportDownload } from '../exports';

/**
 * A download link is opened by the browser itself, so a stale one (used, expired: say, from the download
 * list a day later) would otherwise show the raw envelope. A page that says why and leads back is answered
 * to a browser; callers that ask for JSON keep the envelope.
 */
const GONE_STYLE =
  'body{font:16px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f2937;background:#f5f7fa;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(15,23,42,.08);padding:32px 40px;max-width:420px}h1{font-size:20px;margin:0 0 8px}p{margin:0 0 20px;color:#4b5563}a{color:#fff;background:#2563eb;border-radius:8px;padding:8px 16px;text-decoration:none;display:inline-block}';
const GONE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(GONE_STYLE).digest('base64')}'`;

function ticketGonePage(message: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>下载已失效</title><style>${GONE_STYLE}</style></head><body><main><h1>下载已失效</h1><p>${escapeHtml(message)}</p><a href="/admin/orders">回到订单列表</a></main></body></html>`;
}

/** A browser opening the link asks for pages; the console's own requests and tests ask for anything or JSON. */
const wantsPage = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '');

/**
 * An export's file for its ticket (see exports.ts): a GET the browser downloads itself, streamed as the rows
 * are read. A used, expired or unknown ticket gets the usual envelope with a message.
 */
export function registerExportDownload(app: FastifyInstance): void {
  app.get<{ Querystring: { ticket?: string } }>(
    EXPORT_DOWNLOAD_PATH,
    {
      schema: {
        summary: '下载导出文件：凭导出订单或退款时得到的下载凭证（一次性，1 分钟内有效），边查边写',
        tags: ['api/admin/v1/export'],
      },
    },
    async (request, reply) => {
      try {
        const download = await startExportDownload(app.deps, String(request.query.ticket ?? ''), { log: request.log });
        void download.done;
        return reply
          .type(download.contentType)
          .header('content-disposition', download.disposition)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(download.stream);
      } catch (error) {
        if (error instanceof ApiError) {
          if (wantsPage(request.headers.accept)) {
            return reply
              .code(410)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .header('content-security-policy', GONE_CSP)
              .send(ticketGonePage(error.message));
          }
          return reply.send({ status: API_STATUS.error, message: error.message, appData: null });
        }
        throw error;
      }
    },
  );
}
