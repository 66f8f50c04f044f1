import type { FastifyInstance } from 'fastify';
import { EXPORT_DOWNLOAD_PATH } from '../../../../../contract/api/schemas/admin/orderExports';
import { API_STATUS } from '../../../../../contract/api/schemas/contract';
import { ApiError } from '../../../platform/plugins/apiError';
import { startExportDownload } from '../exports';

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
        if (error instanceof ApiError) return reply.send({ status: API_STATUS.error, message: error.message, appData: null });
        throw error;
      }
    },
  );
}
