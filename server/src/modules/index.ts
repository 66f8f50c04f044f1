import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../platform/plugins/define';
import type { SmsPurposeRegistration } from './accounts/smsPurposes';
import { accountsRoutes, accountsSmsPurposes, registerAccountsRoutes } from './accounts';
import { campaignRoutes, campaignSmsPurposes } from './campaign';
import { catalogueRoutes } from './catalogue';
import { commerceRoutes, commerceSmsPurposes, registerCommerceRoutes } from './commerce';
import { contentRoutes } from './content';
import { evaluationRoutes, evaluationSmsPurposes, registerEvaluationRoutes } from './evaluation';
import { learningRoutes, registerLearningRoutes } from './learning';
import { siteRoutes } from './site';
import { registerUploadsRoutes, uploadsRoutes } from './uploads';

/**
 * Every call served from a shared descriptor, by the modules that answer them. The OpenAPI document lists
 * the calls in the order they are registered, so the groups keep the order of the API's areas
 * (/api/web, /api/v1, /api/pay, /api/e) rather than of the modules.
 */
export const apiRoutes: ApiRoute[] = [
  // /api/web/…
  ...siteRoutes.customer,
  ...contentRoutes.praise,
  ...catalogueRoutes.common,
  ...siteRoutes.weixin,
  ...learningRoutes.learningManagement,
  ...catalogueRoutes.course,
  ...catalogueRoutes.teacherInfo,
  ...contentRoutes.information,
  ...catalogueRoutes.search,
  ...siteRoutes.site,
  ...contentRoutes.forms,
  ...uploadsRoutes.qiniu,
  ...commerceRoutes.gift,
  // /api/v1/…
  ...accountsRoutes.user,
  ...learningRoutes.collection,
  ...commerceRoutes.orders,
  ...learningRoutes.learning,
  ...contentRoutes.notification,
  // /api/pay/…, then the campaigns' /api/v1/…
  ...commerceRoutes.pay,
  ...campaignRoutes.campaign,
  // /api/e/v1/…
  ...evaluationRoutes.evaluation,
];

/** The SMS purposes of the domains whose calls send codes, each registered by its own domain. */
export const smsPurposeRegistrations: readonly SmsPurposeRegistration[] = [
  accountsSmsPurposes,
  commerceSmsPurposes,
  campaignSmsPurposes,
  evaluationSmsPurposes,
];

/** Each module's routes outside the contract (captcha image, video stream, payment notifications, uploads …). */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  registerAccountsRoutes(app);
  registerLearningRoutes(app);
  await registerCommerceRoutes(app);
  registerEvaluationRoutes(app);
  await registerUploadsRoutes(app);
}
