import * as campaign from '../../../../src/api/schemas/user/campaign';
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
} from '../../services/campaign';
import { commerceOf } from '../../services/commerce';
import { type ApiRoute, route } from '../define';

export const campaignRoutes: ApiRoute[] = [
  route(campaign.smsLogin, ({ deps, input, request }) => smsSignIn(deps, input, request)),
  route(campaign.liveClasses, ({ deps, user }) => listLiveClasses(deps, user)),
  route(campaign.liveSignUp, ({ deps, user, input }) => signUpForLive(deps, user, input), { successMessage: '报名成功' }),
  route(campaign.liveOrder, ({ deps, user, input, request }) => orderForLive(commerceOf(deps, request.log), user, input)),
  route(campaign.freeCourseOffers, ({ deps }) => freeCourseOffers(deps.db)),
  route(campaign.claimFreeCourse, ({ deps, input, request }) => claimFreeCourse(deps, input, request), {
    successMessage: '领取成功',
  }),
  route(campaign.freeCourseLessons, ({ deps, user }) => trialLessons(deps, user)),
  route(campaign.sendCourseToParent, ({ deps, user, input }) => sendCourseToParent(deps, user, input), {
    successMessage: '已发送',
  }),
  route(campaign.verifyStudent, ({ deps, input }) => verifyStudent(deps, input)),
  route(campaign.bindParent, ({ deps, input }) => bindParent(deps, input), { successMessage: '绑定成功' }),
  route(campaign.parentList, ({ deps, input }) => listParents(deps, input.ticket)),
  route(campaign.unbindParent, ({ deps, input }) => unbindParent(deps, input), { successMessage: '已解除绑定' }),
];
