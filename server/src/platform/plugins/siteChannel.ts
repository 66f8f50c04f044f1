import type { FastifyRequest } from 'fastify';
import { type SiteChannel, siteChannelOf } from '../../../../contract/vocabulary/insight';

/**
 * The channel a request comes from. A page request names its own path; an API call is made by a page, whose
 * address the browser sends as the referrer (the phone site lives under /m).
 */
export function requestChannel(request: FastifyRequest): SiteChannel {
  const userAgent = request.headers['user-agent'];
  const path = request.url.startsWith('/api/') ? refererPath(request.headers.referer) : request.url;
  return siteChannelOf(userAgent, path);
}

function refererPath(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer).pathname;
  } catch {
    return '';
  }
}
