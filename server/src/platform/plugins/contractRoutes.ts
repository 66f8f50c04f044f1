import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { envelopeSchema } from '../../../../contract/api/schemas/contract';
import type { ApiRoute } from './define';
import { EVALUATION_API } from '../../../../contract/api/schemas/evaluation/paths';
import { ADMIN_API } from '../../../../contract/api/schemas/admin/paths';
import { NO_PERMISSION, roleCan } from '../../../../contract/vocabulary/staff';
import { ApiError } from './apiError';
import { authenticate, authenticateEvaluation, authenticateStaff } from './auth';
import { decryptRequestBody } from './encryptedBody';
import { success } from './envelope';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function area(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).join('/');
}

/** Same fields in any order give the same cache key. */
function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableKey(record[key])}`)
    .join(',')}}`;
}

const cacheKeys = new WeakMap<FastifyRequest, string>();
/** Requests padded with unknown fields still validate; they are answered, but not kept in memory. */
const MAX_CACHE_KEY_LENGTH = 512;

/**
 * Cached answers (public reads) and copied answers (a signed-in user's reads) are keyed by the fields as
 * received. The same fields always validate the same way, so a hit can be answered before validation and
 * the handler run. `find` looks the key up in the store the route uses.
 */
function answerFromStore(
  path: string,
  find: (request: FastifyRequest, key: string) => Buffer | undefined,
): preValidationHookHandler {
  return function serveKept(request, reply, done) {
    const key = `${path}:${stableKey(request.body ?? {})}`;
    if (key.length > MAX_CACHE_KEY_LENGTH) return done();
    const hit = find(request, key);
    if (hit) {
      reply.type(JSON_CONTENT_TYPE).send(hit);
      return;
    }
    cacheKeys.set(request, key);
    done();
  };
}

/** Registers one POST route per call descriptor: auth, optional decryption, validation, envelope. */
export function registerContractRoutes(app: FastifyInstance, routes: readonly ApiRoute[]): void {
  const { deps } = app;
  const decrypt = deps.config.encryptedBody ? decryptRequestBody(deps.config.aesKey) : undefined;

  // Outside production every answer is checked against its call's response schema: the browser trusts
  // the contract without carrying the schemas, so a drift must fail loudly in development and tests.
  const checkAnswers = deps.config.nodeEnv !== 'production';

  for (const { call, handler, options } of routes) {
    const { cacheTags, successMessage, acceptsSessionCookie = false } = options;
    const copiedPerUser = options.copiedPerUser === true && call.auth;
    const { permission } = options;
    const answerOf = async (request: FastifyRequest) => {
      // The one place console permissions are checked: a role without the call's permission is refused.
      if (permission && !(request.staff && roleCan(request.staff.role, permission))) throw new ApiError(NO_PERMISSION);
      const appData = await handler({
        input: request.body as never,
        user: request.user as never,
        evaluationUser: request.evaluationUser as never,
        staff: request.staff as never,
        request,
        deps,
      });
      if (checkAnswers) {
        const checked = call.response.safeParse(appData);
        if (!checked.success) {
          throw new Error(`The answer of ${call.path} does not match its response schema: ${checked.error.message}`);
        }
      }
      return appData;
    };
    app.route({
      method: 'POST',
      url: call.path,
      schema: {
        summary: call.summary,
        // The page posts it to the auth host (SPEC §7), which may be another origin than the site's.
        ...(call.host === 'auth' ? { description: '由页面发往认证主机（AUTH_BASE_URL，默认与站点同源）' } : {}),
        tags: [area(call.path)],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        security: call.auth ? [{ bearer: [] }] : [{ organisation: [] }, { bearer: [] }],
        body: call.request,
        response: { 200: envelopeSchema(call.response) },
      },
      onRequest: call.path.startsWith(`${EVALUATION_API}/`)
        ? authenticateEvaluation(deps, call.auth)
        : call.path.startsWith(`${ADMIN_API}/`)
          ? authenticateStaff(deps, call.auth)
          : authenticate(deps, call.auth, acceptsSessionCookie),
      preValidation: [
        ...(decrypt ? [decrypt] : []),
        ...(cacheTags ? [answerFromStore(call.path, (_, key) => deps.cache.peek<Buffer>(key))] : []),
        ...(copiedPerUser
          ? [
              answerFromStore(call.path, (request, key) =>
                request.user ? deps.userCache.peek<Buffer>(request.user.id, key) : undefined,
              ),
            ]
          : []),
      ],
      async handler(request, reply) {
        const run = async () => JSON.stringify(success(await answerOf(request), successMessage));
        const cacheKey = cacheTags || copiedPerUser ? cacheKeys.get(request) : undefined;
        const user = request.user;
        let answer: string | Buffer;
        if (cacheKey && cacheTags) {
          answer = await deps.cache.remember(cacheKey, cacheTags, async () => Buffer.from(await run()));
        } else if (cacheKey && copiedPerUser && user) {
          answer = await deps.userCache.remember(user.id, cacheKey, async () => Buffer.from(await run()));
        } else if (user && call.auth) {
          // Any other signed-in call may change what the user's copied answers say: drop them before
          // answering, so the next call cannot race the database's notice of the change. The session copy
          // stays: the services that change a session or account row drop it themselves (sessions.ts,
          // accounts/profile.ts), and every other change leaves it as it is.
          try {
            answer = await run();
          } finally {
            deps.userCache.forgetAnswers(user.id);
          }
        } else {
          answer = await run();
        }
        return reply.type(JSON_CONTENT_TYPE).send(answer);
      },
    });
  }
}
