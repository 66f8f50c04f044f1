import { z } from 'zod';
import { defineCall } from '../../../contract/api/schemas/contract';
import { pageField, text } from '../../../contract/api/schemas/fields';
import type { Db } from '../../../server/src/platform/db/client';
import { ApiError } from '../../../server/src/platform/plugins/apiError';
import { route } from '../../../server/src/platform/plugins/define';

/** Calls that exercise the request pipeline without touching a database. */
export const echoCall = defineCall({
  path: '/api/web/v1/test/echo',
  summary: '回显',
  auth: false,
  request: z.object({ page: pageField, name: text(10) }),
  response: z.object({ page: z.number(), name: z.string(), user: z.string().nullable() }),
});

export const failingCall = defineCall({
  path: '/api/web/v1/test/fail',
  summary: '失败',
  auth: false,
  request: z.object({ kind: z.enum(['business', 'crash']) }),
  response: z.null(),
});

/** A handler whose answer no longer matches its contract (a field renamed on one side only). */
export const driftingCall = defineCall({
  path: '/api/web/v1/test/drift',
  summary: '契约漂移',
  auth: false,
  request: z.object({}),
  response: z.object({ title: z.string() }),
});

export const echoRoutes = [
  route(driftingCall, async () => ({ name: '改了名的字段' }) as never),
  route(echoCall, async ({ input, user }) => ({ page: input.page, name: input.name, user: user?.rsNo ?? null })),
  route(failingCall, async ({ input }) => {
    if (input.kind === 'business') throw new ApiError('余额不足');
    throw new Error('connection refused at 10.0.0.3:5432');
  }),
];

/** Stands in for the database in apps whose routes never query it. */
export const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('这个测试不应访问数据库');
  },
});
