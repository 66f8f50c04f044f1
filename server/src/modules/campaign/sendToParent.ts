import { CAMPAIGN_MESSAGES } from '../../../../contract/api/schemas/user/campaign';
import { href } from '../../../../contract/addresses/href';
import { courses, notifications, users } from '../../platform/db/schema';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { SMS_MESSAGES, smsProviderFor } from '../accounts';
import { maskPhone, ownsCourse } from '../commerce';
import type { AuthUser } from '../../platform/sessions/sessions';

/** One course to one phone once a minute; one phone gets at most this many course links a day, whoever sends. */
export const COURSE_SEND_LIMITS = { resendSeconds: 60, perPhoneDaily: 5 } as const;

/** Days roll over at midnight Beijing time, like the verification-code cap. */
function beijingDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Where the parent opens the course: the campaign's own course page, on the site's public address. */
export function courseLink(base: string, courseId: number): string {
  return `${base.replace(/\/+$/, '')}${href.myCourseVideo({ courseId })}`;
}

/**
 * Sends a course the user owns to a parent's phone: a text message with the course name and its link, and
 * for a parent who has an account also a course notification. Throttled in the shared store per sender,
 * course and phone, and per phone across senders, so the page cannot be used to flood a number.
 */
export async function sendCourseToParent(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'providers' | 'store'>,
  user: AuthUser,
  input: { courseId: number; parentPhone: string },
  siteBase: string,
) {
  if (input.parentPhone === user.phone) throw new ApiError(CAMPAIGN_MESSAGES.sendSelf);
  if (!(await ownsCourse(deps.db, user.id, input.courseId))) throw new ApiError(CAMPAIGN_MESSAGES.notOwned);
  const [course] = await deps.db.select({ title: courses.title }).from(courses).where(eq(courses.id, input.courseId));
  if (!course) throw new ApiError(CAMPAIGN_MESSAGES.notOwned);

  const onceKey = `course-send:${user.id}:${input.courseId}:${input.parentPhone}`;
  if ((await deps.store.incr(onceKey, COURSE_SEND_LIMITS.resendSeconds)) > 1) throw new ApiError(CAMPAIGN_MESSAGES.sendTooSoon);
  const dailyKey = `sms-notice-daily:${input.parentPhone}:${beijingDay(deps.now())}`;
  if ((await deps.store.incr(dailyKey, 24 * 3600)) > COURSE_SEND_LIMITS.perPhoneDaily) {
    throw new ApiError(CAMPAIGN_MESSAGES.sendDailyCap);
  }

  const link = courseLink(siteBase, input.courseId);
  try {
    await smsProviderFor(deps).sendNotice({
      phone: input.parentPhone,
      template: 'courseLink',
      params: { course: course.title, link },
    });
  } catch {
    // Nothing reached the phone: the sender may try again at once.
    await deps.store.del(onceKey);
    throw new ApiError(SMS_MESSAGES.sendFailed);
  }

  const [parent] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.parentPhone));
  if (parent) {
    await deps.db.insert(notifications).values({
      userId: parent.id,
      kind: 'course',
      title: '孩子分享了一门课程',
      content: `${user.name}（${maskPhone(user.phone)}）把课程《${course.title}》发给了您，可在 ${href.myCourseIndex()} 登录查看。`,
      objectType: 'course',
      objectId: input.courseId,
    });
  }
  return { sentTo: maskPhone(input.parentPhone) };
}
