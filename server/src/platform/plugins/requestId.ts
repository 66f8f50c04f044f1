import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field every request's lines carry. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/** Ids a proxy may hand on: short, and of characters that cannot break a log line or a header. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's id when it sent a well-formed one (only when the proxy is trusted, as
 * with the forwarded address), else a fresh UUID. Anything else a client sends is ignored, not echoed.
 */
export function requestIdGenerator(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  const trusted = trustedSender(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trusted(request.socket?.remoteAddress) && typeof given === 'string' && WELL_FORMED.test(given)) return given;
    return randomUUID();
  };
}

/** Whether a connection comes from the proxy TRUST_PROXY names (its addresses, or anyone when `true`). */
export function trustedSender(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Returns the id on every answer, so a user's report or the proxy's log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
