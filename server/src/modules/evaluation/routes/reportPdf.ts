import type { FastifyInstance } from 'fastify';
import { API_STATUS } from '../../../../../contract/api/schemas/contract';
import { EVALUATION_API } from '../../../../../contract/api/schemas/evaluation/paths';
import { NOT_LOGGED_IN_MESSAGE, readCredential, SESSION_INVALID_MESSAGE } from '../../../platform/plugins/auth';
import { ApiError } from '../../../platform/plugins/apiError';
import { reportPdf } from '../reportPdf';

export const REPORT_PDF_PATH = `${EVALUATION_API}/report/pdf`;

/**
 * The report as a PDF file. A GET with the eToken as bearer (the viewer fetches it), answering the
 * file itself; refusals keep the usual envelope so the viewer can show their message.
 */
export function registerEvaluationPdf(app: FastifyInstance): void {
  app.get<{ Querystring: { reportId?: string } }>(
    REPORT_PDF_PATH,
    { schema: { summary: '测评报告 PDF（内嵌中文字体子集）；只能下载自己的报告', tags: ['api/e/v1/report'] } },
    async (request, reply) => {
      const fail = (message: string, status: number = API_STATUS.error) => reply.send({ status, message, appData: null });
      const credential = readCredential(request);
      if (credential.kind !== 'bearer') return fail(NOT_LOGGED_IN_MESSAGE, API_STATUS.notLoggedIn);
      const session = await app.deps.evaluationSessions.check(credential.token);
      if (!session.valid) return fail(SESSION_INVALID_MESSAGE, API_STATUS.sessionInvalid);
      const reportId = Number(request.query.reportId);
      if (!Number.isInteger(reportId) || reportId <= 0 || reportId > 2_147_483_647) return fail('参数 reportId 应为正整数');
      try {
        const pdf = await reportPdf(app.deps, session.user, reportId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="report-${reportId}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof ApiError) return fail(error.message);
        throw error;
      }
    },
  );
}
