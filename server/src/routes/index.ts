import { registerAccountSmsPurposes } from '../services/accounts/accountSmsPurposes';
import type { SmsPurposeRegistration } from '../services/accounts/smsPurposes';
import { registerCampaignSmsPurposes } from '../services/campaign/smsPurposes';
import { registerEvaluationSmsPurposes } from '../services/evaluation/account';
import { registerGiftSmsPurposes } from '../services/gifts';
import type { ApiRoute } from './define';
import { userRoutes } from './user';
import { campaignRoutes } from './user/campaign';
import { payRoutes } from './pay/payOrder';
import { collectionRoutes } from './user/collection';
import { learningRoutes } from './user/learning';
import { notificationRoutes } from './user/notification';
import { orderRoutes } from './user/orders';
import { webRoutes } from './web';
import { evaluationRoutes } from './evaluation';

/** Every call served from a shared descriptor. */
export const apiRoutes: ApiRoute[] = [
  ...webRoutes,
  ...userRoutes,
  ...collectionRoutes,
  ...orderRoutes,
  ...learningRoutes,
  ...notificationRoutes,
  ...payRoutes,
  ...campaignRoutes,
  ...evaluationRoutes,
];

/** The SMS purposes of the domains whose calls send codes, each registered by its own domain. */
export const smsPurposeRegistrations: readonly SmsPurposeRegistration[] = [
  registerAccountSmsPurposes,
  registerGiftSmsPurposes,
  registerCampaignSmsPurposes,
  registerEvaluationSmsPurposes,
];
