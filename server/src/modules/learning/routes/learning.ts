import * as learning from '../../../../../contract/api/schemas/user/learning';
import { recordPlayback, recordView, renewVideoAddress } from '../lessonProgress';
import { hideRecentLearning, myChapters, myCoursesBySubject } from '../myCourses';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const learningRoutes: ApiRoute[] = [
  route(learning.otherAuthentication, ({ deps, user, input }) =>
    renewVideoAddress(deps.db, deps.config.video, user.id, input.classId, deps.now().getTime()),
  ),
  route(learning.viewRecord, ({ deps, user, input }) => recordView(deps.db, user.id, input.classId)),
  route(learning.playPassageRecord, ({ deps, user, input }) => recordPlayback(deps.db, user.id, input), {
    acceptsSessionCookie: true,
  }),
  route(learning.myCourseCategory, ({ deps, user }) => myCoursesBySubject(deps.db, user.id), { copiedPerUser: true }),
  route(learning.deleteRecentLearning, ({ deps, user, input }) => hideRecentLearning(deps.db, user.id, input.classId), {
    successMessage: '已从最近学习中移除',
  }),
  route(learning.findMyChapter, ({ deps, user, input }) => myChapters(deps.db, user.id, input.courseId)),
];
