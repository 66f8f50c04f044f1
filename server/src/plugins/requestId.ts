import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field every request's lines carry. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/** Ids a proxy may hand on: short, and of characters that cannot break a log line or a header. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's id when it sent a well-formed one (only when the proxy is trusted, as
 * with the forwarded address), else a fresh UUID. Anything else a client sends is ignored, not echoed.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof given === 'string' && WELL_FORMED.test(given)) return given;
    return randomUUID();
  };
}

/** Returns the id on every answer, so a user's report or the proxy's log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
