import type { FastifyInstance } from 'fastify';
import { hasDevelopmentConveniences } from '../../../platform/config';
import { ApiError } from '../../../platform/plugins/apiError';
import { issueWechatCode } from '../account';

export const DEV_WECHAT_FOLLOW_PATH = '/api/dev/wechat-follow';

/**
 * Stands in for the official account during development and browser tests: "following" with a phone
 * bound to an evaluation account makes the account reply with a sign-in code. Never registered in
 * production, where only the real account's message callback may issue codes.
 */
export function registerDevWechatFollow(app: FastifyInstance): void {
  if (!hasDevelopmentConveniences(app.deps.config.nodeEnv)) return;
  app.get<{ Querystring: { phone?: string } }>(DEV_WECHAT_FOLLOW_PATH, { schema: { hide: true } }, async (request, reply) => {
    const phone = request.query.phone ?? '';
    if (!/^1\d{10}$/.test(phone))
      return reply.code(400).send({ status: 0, message: '参数 phone 应为 11 位手机号码', appData: null });
    try {
      return { status: 1, message: '操作成功', appData: await issueWechatCode(app.deps, phone) };
    } catch (error) {
      if (error instanceof ApiError) return { status: 0, message: error.message, appData: null };
      throw error;
    }
  });
}
