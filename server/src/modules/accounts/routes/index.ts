import type { FastifyInstance } from 'fastify';
import { registerCaptchaRoute } from './captcha';
import { registerDevSmsInbox } from './devSmsInbox';
import { userRoutes } from './user';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const accountsRoutes = { user: userRoutes };

/** The account calls served outside the contract: the captcha image and (development only) the SMS inbox. */
export function registerAccountsRoutes(app: FastifyInstance): void {
  registerCaptchaRoute(app);
  // Development and test only: the local SMS provider's inbox, read by the browser tests.
  registerDevSmsInbox(app);
}
