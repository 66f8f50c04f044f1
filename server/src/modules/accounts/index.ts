import type { FastifyInstance } from 'fastify';
import { registerAccountSmsPurposes } from './accountSmsPurposes';
import { registerCaptchaRoute } from './routes/captcha';
import { registerDevSmsInbox } from './routes/devSmsInbox';
import { userRoutes } from './routes/user';

/** Accounts: sign-in and sign-up, SMS codes, passwords, the profile and its grade, the captcha image. */
export const accountsRoutes = { user: userRoutes };

export const accountsSmsPurposes = registerAccountSmsPurposes;

/** The account calls served outside the contract: the captcha image and (development only) the SMS inbox. */
export function registerAccountsRoutes(app: FastifyInstance): void {
  registerCaptchaRoute(app);
  // Development and test only: the local SMS provider's inbox, read by the browser tests.
  registerDevSmsInbox(app);
}
