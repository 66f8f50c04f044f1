import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { networkInterfaces } from 'node:os';
import type { AppDeps } from '../../platform/plugins/deps';
import type { CheckoutContext } from './checkout';
import type { PayRequestContext } from './pay';

/** The services' view of the app: database, clock, payment gateway and order lifetime. */
export function commerceOf(
  deps: Pick<AppDeps, 'config' | 'db' | 'metrics' | 'now' | 'payments'>,
  log?: FastifyBaseLogger,
): CheckoutContext {
  return {
    db: deps.db,
    now: deps.now,
    gateway: deps.payments,
    orderTtlMinutes: deps.config.payment.orderTtlMinutes,
    log,
    onSettled: (provider, outcome, source) => deps.metrics?.paymentOutcomes.inc({ provider, outcome, source }),
  };
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/** An IPv4 address of this machine on the local network, for QR codes a phone scans. */
function findLanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return null;
}

/*
 * Listing the interfaces is a round of system calls, and every payment started on a loopback address asked
 * for it: a tenth of payOrder's time under load. The address is looked up again after a minute, so a
 * machine that changes networks shows its new one.
 */
const LAN_ADDRESS_TTL_MS = 60_000;
let lanLookup: { address: string | null; at: number } | null = null;

function lanAddress(): string | null {
  const now = Date.now();
  if (!lanLookup || now - lanLookup.at > LAN_ADDRESS_TTL_MS) lanLookup = { address: findLanAddress(), at: now };
  return lanLookup.address;
}

/** The addresses a payment hands to its provider, from the request that started it. */
export function payRequestContext(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): PayRequestContext {
  const publicUrl = deps.config.payment.publicUrl;
  // A configured address wins over the request's Host (or X-Forwarded-Host), which a client can name: the
  // return page and the cashier's address must not lead a buyer to another site.
  const configured = publicUrl ?? (deps.config.webBaseUrl || undefined);
  const origin = configured ?? `${request.protocol}://${request.host}`;
  let scanOrigin = origin;
  if (!configured && LOOPBACK.test(request.hostname)) {
    // A phone cannot open "localhost": the QR code names this machine's address on the network instead.
    const lan = lanAddress();
    if (lan) scanOrigin = `${request.protocol}://${lan}${request.port ? `:${request.port}` : ''}`;
  }
  const localPort = request.socket?.localPort;
  // The sandbox notifies this very server; over loopback it needs no public address.
  const notifyBase = publicUrl ?? (localPort ? `http://127.0.0.1:${localPort}` : origin);
  return { origin, scanOrigin, notifyBase, clientIp: request.ip, userAgent: request.headers['user-agent'] };
}
