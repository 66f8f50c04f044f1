import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../plugins/deps';
import { ApiError } from '../plugins/apiError';

export const TOO_MANY_REQUESTS = '操作太频繁，请稍后再试';

/** Anonymous writes are limited per client address so a script cannot flood the tables. */
export const LIMITS = {
  submission: { limit: 10, windowSeconds: 10 * 60 },
  authenticityCheck: { limit: 30, windowSeconds: 10 * 60 },
  uploadToken: { limit: 30, windowSeconds: 10 * 60 },
  captcha: { limit: 60, windowSeconds: 60 },
} as const;

export async function enforceLimit(
  deps: Pick<AppDeps, 'config' | 'rateLimit'>,
  request: FastifyRequest,
  bucket: keyof typeof LIMITS,
): Promise<void> {
  if (!deps.config.rateLimits) return;
  const { limit, windowSeconds } = LIMITS[bucket];
  const subject = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  if (!(await deps.rateLimit.allow(bucket, subject, limit, windowSeconds))) throw new ApiError(TOO_MANY_REQUESTS, 0, 429);
}

export const UPLOAD_QUOTA_REACHED = '今日上传次数已达上限，请明天再试';
/** Upload tokens a day: per signed-in user, and per client address (anonymous forms and users behind it). */
export const UPLOAD_DAILY_QUOTA = { user: 20, address: 50 } as const;

/**
 * Counts an upload token against the day's quota of the user (when signed in) and of the address, in the
 * shared store; a token over either quota is refused. Off with the other limits (RATE_LIMITS=false).
 */
export async function enforceUploadQuota(
  deps: Pick<AppDeps, 'config' | 'now' | 'store'>,
  request: FastifyRequest,
): Promise<void> {
  if (!deps.config.rateLimits) return;
  const day = deps.now().toISOString().slice(0, 10);
  const counted: { subject: string; limit: number }[] = [{ subject: `ip:${request.ip}`, limit: UPLOAD_DAILY_QUOTA.address }];
  if (request.user) counted.push({ subject: `user:${request.user.id}`, limit: UPLOAD_DAILY_QUOTA.user });
  for (const { subject, limit } of counted) {
    if ((await deps.store.incr(`upload-quota:${day}:${subject}`, 2 * 24 * 3600)) > limit) {
      throw new ApiError(UPLOAD_QUOTA_REACHED, 0, 429);
    }
  }
}
