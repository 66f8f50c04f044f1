import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../plugins/deps';
import { ApiError } from '../services/apiError';

export const TOO_MANY_REQUESTS = '操作太频繁，请稍后再试';

/** Anonymous writes are limited per client address so a script cannot flood the tables. */
export const LIMITS = {
  submission: { limit: 10, windowSeconds: 10 * 60 },
  authenticityCheck: { limit: 30, windowSeconds: 10 * 60 },
  uploadToken: { limit: 30, windowSeconds: 10 * 60 },
  captcha: { limit: 60, windowSeconds: 60 },
} as const;

export async function enforceLimit(deps: AppDeps, request: FastifyRequest, bucket: keyof typeof LIMITS): Promise<void> {
  if (!deps.config.rateLimits) return;
  const { limit, windowSeconds } = LIMITS[bucket];
  const subject = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  if (!(await deps.rateLimit.allow(bucket, subject, limit, windowSeconds))) throw new ApiError(TOO_MANY_REQUESTS, 0, 429);
}
