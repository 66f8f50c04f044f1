import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/index';
import { WECHAT_JS_SDK_URL } from '../../providers/wechat';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer (a page of the app) the policy with a fresh style nonce, and answers the nonce, for the
     * style elements the page's scripts add at run time (src/lib/cspNonce.ts).
     */
    withStyleNonce(): string;
  }
}

/** Where a page's answer keeps its nonce for the policy to read. */
const STYLE_NONCE = Symbol('styleNonce');
type NoncedResponse = ServerResponse & { [STYLE_NONCE]?: string };

const HSTS = 'max-age=31536000; includeSubDomains';

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of the app: its own scripts and styles only (the build inlines nothing; WeChat's
 * JS-SDK, by its exact address, is the one script from elsewhere), pictures and videos from itself or the
 * configured file storage, calls to its own API hosts, forms to itself and the configured payment gateways, never
 * framed by another site.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const storage = config.storage.provider === 'qiniu' ? originOf(config.storage.domain) : [];
  const apiHosts = [...new Set([...originOf(config.webBaseUrl), ...originOf(config.authBaseUrl)])];
  const { alipay, wechat, icbc } = config.payment;
  const gateways = [...originOf(alipay?.gateway), ...originOf(wechat?.baseUrl), ...originOf(icbc?.gateway)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", WECHAT_JS_SDK_URL],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiHosts, ...storage],
    'form-action': ["'self'", ...gateways],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets, worked out once: with no per-answer values they are the same on every answer. */
function headersOf(middleware: Middleware): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers on every answer (helmet): the CSP above, no MIME sniffing, same-origin framing only, a strict
 * referrer policy. HSTS only on requests that arrived over TLS (directly or, with TRUST_PROXY, at the proxy):
 * sent over plain HTTP it would mean nothing, and a development machine on http://localhost must not learn it.
 *
 * Only a page of the app needs a nonce (its scripts add style elements); the API's answers carry the same
 * policy without one. Drawing two random nonces for every answer, as helmet's per-answer nonces do, cost about
 * a seventh of a cached read's time, so a page asks for its nonce itself (reply.withStyleNonce).
 *
 * helmet works the headers out once, here, rather than through its Fastify plugin: the plugin builds helmet's
 * middleware afresh for every request (parsing the policy's directives each time) and adds two hooks and a
 * closure per request, a few per cent of a busy server's time for headers that never change.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const directives = contentSecurityPolicy(config);
  const everyAnswer = headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      // The SPA's own pages and the sandbox cashier open no cross-origin windows that need these relaxed.
      crossOriginEmbedderPolicy: false,
      // Payment windows opened from the app stay reachable as popups.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Demo pictures and uploads are shown by share cards and other sites' previews.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      frameguard: { action: 'sameorigin' },
    }),
  );
  // The page's policy is built once; it reads each answer's nonce when it writes the header.
  const pagePolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...directives,
      'style-src': [
        ...(directives['style-src'] ?? []),
        (_request, response) => `'nonce-${(response as NoncedResponse)[STYLE_NONCE]}'`,
      ],
    },
  });
  app.decorateReply('withStyleNonce', function withStyleNonce() {
    const nonce = randomBytes(16).toString('hex');
    const response: NoncedResponse = this.raw;
    response[STYLE_NONCE] = nonce;
    pagePolicy(this.request.raw, response, () => undefined);
    return nonce;
  });
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of everyAnswer) response.setHeader(name, value);
    if (request.protocol === 'https') response.setHeader('strict-transport-security', HSTS);
    done();
  });
}
