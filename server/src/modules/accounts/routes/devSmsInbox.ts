import type { FastifyInstance } from 'fastify';
import { hasDevelopmentConveniences } from '../../../platform/config';
import { readSmsInbox } from '../../../providers/sms';

export const DEV_SMS_INBOX_PATH = '/api/dev/sms-inbox';

/**
 * Codes the local SMS provider "sent", for development and end-to-end tests. Never registered in
 * production, where it would hand out every login code.
 */
export function registerDevSmsInbox(app: FastifyInstance): void {
  if (!hasDevelopmentConveniences(app.deps.config.nodeEnv)) return;
  app.get<{ Querystring: { phone?: string } }>(DEV_SMS_INBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const phone = request.query.phone ?? '';
    if (!/^1\d{10}$/.test(phone))
      return reply.code(400).send({ status: 0, message: '参数 phone 应为 11 位手机号码', appData: null });
    return { status: 1, message: '操作成功', appData: { phone, messages: await readSmsInbox(app.deps.store, phone) } };
  });
}
