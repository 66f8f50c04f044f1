import { CAMPAIGN_MESSAGES } from '../../../../src/api/schemas/user/campaign';
import { courses, notifications, users } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../plugins/deps';
import { ApiError } from '../apiError';
import { maskPhone, ownsCourse } from '../commerce/orderRows';
import type { AuthUser } from '../sessions';

const RESEND_SECONDS = 60;

/**
 * Sends a course the user owns to a parent's phone. A parent with an account receives it as a course
 * notification; the send is recorded (and throttled) per course and phone either way.
 */
export async function sendCourseToParent(deps: AppDeps, user: AuthUser, input: { courseId: number; parentPhone: string }) {
  if (!(await ownsCourse(deps.db, user.id, input.courseId))) throw new ApiError(CAMPAIGN_MESSAGES.notOwned);
  const key = `course-send:${user.id}:${input.courseId}:${input.parentPhone}`;
  if ((await deps.store.incr(key, RESEND_SECONDS)) > 1) throw new ApiError('刚刚已发送，请 1 分钟后再试');
  const [course] = await deps.db.select({ title: courses.title }).from(courses).where(eq(courses.id, input.courseId));
  const [parent] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, input.parentPhone)));
  if (parent && parent.id !== user.id) {
    await deps.db.insert(notifications).values({
      userId: parent.id,
      kind: 'course',
      title: '孩子分享了一门课程',
      content: `${user.name}（${maskPhone(user.phone)}）把课程《${course?.title ?? ''}》发给了您，可在 /myCourse/index 登录查看。`,
      objectType: 'course',
      objectId: input.courseId,
    });
  }
  return { sentTo: maskPhone(input.parentPhone) };
}
