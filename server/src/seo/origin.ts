import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else may enter an address. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the site's absolute addresses start: WEB_BASE_URL when configured, otherwise the address the
 * request came to. Host and protocol follow X-Forwarded-* only when TRUST_PROXY is on (Fastify's
 * trustProxy). A malformed Host gives null, and the page goes without absolute addresses.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'webBaseUrl'>): string | null {
  if (config.webBaseUrl) return config.webBaseUrl;
  const host = request.host;
  if (!HOST.test(host)) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/** An absolute address for a stored picture or a path of the site; other schemes (javascript:, data:) give null. */
export function absoluteUrl(origin: string, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${origin.startsWith('https:') ? 'https:' : 'http:'}${url}`;
  if (url.startsWith('/')) return `${origin}${url}`;
  return null;
}
