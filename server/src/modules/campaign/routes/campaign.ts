import * as campaign from '../../../../../contract/api/schemas/user/campaign';
import {
  bindParent,
  claimFreeCourse,
  freeCourseOffers,
  listLiveClasses,
  listParents,
  orderForLive,
  sendCourseToParent,
  signUpForLive,
  smsSignIn,
  trialLessons,
  unbindParent,
  verifyStudent,
} from '../services';
import { commerceOf } from '../../commerce';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/plugins/deps';
import { type ApiRoute, route } from '../../../platform/plugins/define';

/**
 * The site's public address for links in text messages: the configured one (WEB_BASE_URL, the site's pages;
 * then PAYMENT_PUBLIC_URL), never a request's Host when either is set, since a client names that itself and a
 * parent's message must not lead elsewhere. Only a development machine with neither set uses the request's.
 */
function siteBase(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): string {
  return deps.config.webBaseUrl || deps.config.payment.publicUrl || `${request.protocol}://${request.host}`;
}

export const campaignRoutes: ApiRoute[] = [
  route(campaign.smsLogin, ({ deps, input, request }) => smsSignIn(deps, input, request)),
  route(campaign.liveClasses, ({ deps, user, input }) => listLiveClasses(deps, user, input.channel)),
  route(campaign.liveSignUp, ({ deps, user, input }) => signUpForLive(deps, user, input), { successMessage: '报名成功' }),
  route(campaign.liveOrder, ({ deps, user, input, request }) => orderForLive(commerceOf(deps, request.log), user, input)),
  route(campaign.freeCourseOffers, ({ deps }) => freeCourseOffers(deps.db, deps.now())),
  route(campaign.claimFreeCourse, ({ deps, input, request }) => claimFreeCourse(deps, input, request), {
    successMessage: '领取成功',
  }),
  route(campaign.freeCourseLessons, ({ deps, user }) => trialLessons(deps, user)),
  route(
    campaign.sendCourseToParent,
    ({ deps, user, input, request }) => sendCourseToParent(deps, user, input, siteBase(deps, request)),
    {
      successMessage: '已发送',
    },
  ),
  route(campaign.verifyStudent, ({ deps, input }) => verifyStudent(deps, input)),
  route(campaign.bindParent, ({ deps, input }) => bindParent(deps, input), { successMessage: '绑定成功' }),
  route(campaign.parentList, ({ deps, input }) => listParents(deps, input.ticket)),
  route(campaign.unbindParent, ({ deps, input }) => unbindParent(deps, input), { successMessage: '已解除绑定' }),
];
