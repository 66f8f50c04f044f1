import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CAPTCHA_ID_PATTERN } from '../captcha';
import { enforceLimit } from '../../../platform/rateLimit/limits';

export const CAPTCHA_PATH = '/api/captcha';

const captchaQuery = z.object({
  c: z.string({ error: '应为文本' }).regex(CAPTCHA_ID_PATTERN, { error: '应为 4-64 位字母、数字、- 或 _' }),
  /** Cache-busting timestamp from the client; not used otherwise. */
  t: z.string().max(32).optional(),
});

/** GET /api/captcha?c=<id>&t=<time>: an SVG image; the answer stays in the store for five minutes under c. */
export function registerCaptchaRoute(app: FastifyInstance): void {
  app.get(
    CAPTCHA_PATH,
    {
      schema: {
        summary: '图形验证码（SVG），答案按参数 c 保存 5 分钟，使用一次即失效',
        tags: ['captcha'],
        querystring: captchaQuery,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      await enforceLimit(app.deps, request, 'captcha');
      const { c } = request.query as z.output<typeof captchaQuery>;
      const svg = await app.deps.captcha.issue(c);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );
}
