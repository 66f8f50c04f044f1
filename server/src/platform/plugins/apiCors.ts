import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/index';
import { originOf } from './securityHeaders';

/** How long a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The pages may post to a second host (SPEC §7: `AUTH_BASE_URL`, e.g. `videosecurity/otherAuthentication`).
 * When that host is another origin than the site's (`WEB_BASE_URL`), the browser asks it first whether the site
 * may call it: the API answers yes to the site's own origin only, for POST with the headers the client sends.
 * No cookies cross (the credential travels in the Authorization header), and any other origin gets no allowance,
 * so another site's page still cannot read the API's answers. Same-origin calls never ask.
 */
export async function registerApiCors(app: FastifyInstance, config: Pick<AppConfig, 'webBaseUrl'>): Promise<void> {
  const siteOrigins = originOf(config.webBaseUrl);
  if (siteOrigins.length === 0) return;
  const allowance = {
    origin: siteOrigins,
    methods: ['POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  };
  // Only the API answers other origins; pages, files and the console stay same-origin.
  const none = { origin: false };
  await app.register(fastifyCors, {
    hideOptionsRoute: true,
    delegator: (request, done) => done(null, request.url.startsWith('/api/') ? allowance : none),
  });
}
