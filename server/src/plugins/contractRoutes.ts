import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { envelopeSchema } from '../../../src/api/schemas/contract';
import type { ApiRoute } from '../routes/define';
import { authenticate } from './auth';
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
 * Cached answers are keyed by the fields as received. The same fields always validate the same way, so a
 * hit can be answered before validation and the handler run.
 */
function answerFromCache(app: FastifyInstance, path: string): preValidationHookHandler {
  return function serveCached(request, reply, done) {
    const key = `${path}:${stableKey(request.body ?? {})}`;
    if (key.length > MAX_CACHE_KEY_LENGTH) return done();
    const hit = app.deps.cache.peek<Buffer>(key);
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

  for (const { call, handler, options } of routes) {
    const { cacheTags, successMessage } = options;
    app.route({
      method: 'POST',
      url: call.path,
      schema: {
        summary: call.summary,
        tags: [area(call.path)],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        security: call.auth ? [{ bearer: [] }] : [{ organisation: [] }, { bearer: [] }],
        body: call.request,
        response: { 200: envelopeSchema(call.response) },
      },
      onRequest: authenticate(deps, call.auth),
      preValidation: [...(decrypt ? [decrypt] : []), ...(cacheTags ? [answerFromCache(app, call.path)] : [])],
      async handler(request, reply) {
        const run = async () =>
          JSON.stringify(
            success(await handler({ input: request.body as never, user: request.user as never, request, deps }), successMessage),
          );
        const cacheKey = cacheTags ? cacheKeys.get(request) : undefined;
        const answer =
          cacheKey && cacheTags
            ? await deps.cache.remember(cacheKey, cacheTags, async () => Buffer.from(await run()))
            : await run();
        return reply.type(JSON_CONTENT_TYPE).send(answer);
      },
    });
  }
}
