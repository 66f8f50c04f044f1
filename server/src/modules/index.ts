import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../platform/plugins/define';
import { accountsSmsPurposes, type NewAccountHook, type SmsPurposeRegistration } from './accounts';
import { accountsRoutes, registerAccountsRoutes } from './accounts/routes';
import { campaignSmsPurposes } from './campaign';
import { campaignRoutes } from './campaign/routes';
import { catalogRoutes } from './catalog/routes';
import { commerceSmsPurposes, deliverGiftClaims } from './commerce';
import { commerceRoutes, registerCommerceRoutes } from './commerce/routes';
import { consoleRoutes } from './console/routes';
import { contentRoutes } from './content/routes';
import { evaluationSmsPurposes } from './evaluation';
import { familiesRoutes } from './families/routes';
import { insightRoutes } from './insight/routes';
import { evaluationRoutes, registerEvaluationRoutes } from './evaluation/routes';
import { learningRoutes, registerLearningRoutes } from './learning/routes';
import { serviceRoutes } from './service/routes';
import { siteRoutes } from './site/routes';
import { registerUploadsRoutes, uploadsRoutes } from './uploads/routes';
import { registerVideoRoutes, videoRoutes } from './video/routes';

/**
 * Every call served from a shared descriptor, by the modules that answer them. The OpenAPI document lists
 * the calls in the order they are registered, so the groups keep the order of the API's areas
 * (/api/web, /api/v1, /api/pay, /api/e) rather than of the modules.
 */
export const apiRoutes: ApiRoute[] = [
  // /api/web/…
  ...siteRoutes.customer,
  ...contentRoutes.praise,
  ...catalogRoutes.common,
  ...siteRoutes.weixin,
  ...learningRoutes.learningManagement,
  ...catalogRoutes.course,
  ...catalogRoutes.teacherInfo,
  ...contentRoutes.information,
  ...catalogRoutes.search,
  ...siteRoutes.site,
  ...contentRoutes.forms,
  ...uploadsRoutes.qiniu,
  ...commerceRoutes.gift,
  ...campaignRoutes.texts,
  ...consoleRoutes.web,
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
  // /api/admin/v1/…
  ...consoleRoutes.admin,
  ...catalogRoutes.admin,
  ...evaluationRoutes.admin,
  ...commerceRoutes.admin,
  ...familiesRoutes.admin,
  ...learningRoutes.admin,
  ...serviceRoutes.admin,
  ...contentRoutes.admin,
  ...contentRoutes.broadcasts,
  ...siteRoutes.admin,
  ...videoRoutes.admin,
  ...insightRoutes.admin,
  ...campaignRoutes.admin,
];

/** The SMS purposes of the domains whose calls send codes, each registered by its own domain. */
export const smsPurposeRegistrations: readonly SmsPurposeRegistration[] = [
  accountsSmsPurposes,
  commerceSmsPurposes,
  campaignSmsPurposes,
  evaluationSmsPurposes,
];

/** What a new account is given by the domains above accounts, in this order. */
export const newAccountHooks: readonly NewAccountHook[] = [deliverGiftClaims];

/** Each module's routes outside the contract (captcha image, video stream, payment notifications, uploads …). */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  registerAccountsRoutes(app);
  registerLearningRoutes(app);
  await registerCommerceRoutes(app);
  registerEvaluationRoutes(app);
  await registerUploadsRoutes(app);
  await registerVideoRoutes(app);
}
