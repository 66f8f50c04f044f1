import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_MESSAGES } from '../../../../contract/api/schemas/user/campaign';
import type { DbExecutor } from '../../platform/db/client';
import { campaignSignups, chapterClasses, chapters, courses, freeTrialCourses, grades, videos } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { checkCode, isUniqueViolation, startSession } from '../accounts';
import { ApiError } from '../../platform/plugins/apiError';
import { toYuan } from '../../platform/text/format';
import { videoAddress } from '../learning';
import type { AuthUser } from '../../platform/sessions/sessions';
import { ownsCourse } from '../commerce';
import { accountForPhone } from './signIn';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';
import { requestChannel } from '../../platform/plugins/siteChannel';
import { trialOfferedAt } from './trialSchedule';

/** The campaign key of free-trial claims in `campaign_signups`, whose (campaign, phone) index makes a claim once per phone. */
export const FREE_TRIAL_CAMPAIGN = 'freeTrial';
/** Lessons a trial plays before the offer to buy. */
export const TRIAL_LESSONS = 3;

/** Refusals of a claim outside the offer's window. */
export const FREE_TRIAL_MESSAGES = {
  notStarted: '该免费试看课尚未开始，请稍后再来',
  ended: '该免费试看课已结束',
} as const;

const offerFields = {
  courseId: courses.id,
  title: courses.title,
  subtitle: courses.subtitle,
  coverUrl: courses.coverUrl,
  teacherName: courses.teacherName,
  gradeName: sql<string>`coalesce(${grades.name}, '')`,
  gradeLevel: sql<number>`coalesce(${grades.level}, 99)`,
  lessonCount: courses.lessonCount,
};

/** The courses offered at `now`, in the page's order: grade (youngest first, none last), then the console's order. */
async function offerRows(db: DbExecutor, now: Date, courseId?: number) {
  return db
    .select(offerFields)
    .from(freeTrialCourses)
    .innerJoin(courses, eq(courses.id, freeTrialCourses.courseId))
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(and(trialOfferedAt(now), courseId ? eq(courses.id, courseId) : undefined))
    .orderBy(sql`coalesce(${grades.level}, 99)`, asc(freeTrialCourses.sort), asc(freeTrialCourses.id));
}

/** Why a course cannot be claimed now: its window has not opened, has closed, or it is not offered at all. */
async function refusalOf(db: DbExecutor, courseId: number, now: Date): Promise<string> {
  const [listed] = await db
    .select({ startsAt: freeTrialCourses.startsAt, endsAt: freeTrialCourses.endsAt })
    .from(freeTrialCourses)
    .where(eq(freeTrialCourses.courseId, courseId));
  if (listed?.startsAt && listed.startsAt > now) return FREE_TRIAL_MESSAGES.notStarted;
  if (listed?.endsAt && listed.endsAt <= now) return FREE_TRIAL_MESSAGES.ended;
  return CAMPAIGN_MESSAGES.trialMissing;
}

/** A claimed course as the trial page shows it, whether or not it is still offered: a claim keeps its lessons. */
async function claimedCourse(db: DbExecutor, courseId: number) {
  const [course] = await db
    .select(offerFields)
    .from(courses)
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(eq(courses.id, courseId));
  return course;
}

function present(row: Awaited<ReturnType<typeof offerRows>>[number]) {
  const { gradeLevel: _level, ...offer } = row;
  return { ...offer, trialLessons: Math.min(TRIAL_LESSONS, row.lessonCount) };
}

/** The trial courses, grouped by grade (youngest first). */
export async function freeCourseOffers(db: DbExecutor, now: Date) {
  const groups = new Map<string, ReturnType<typeof present>[]>();
  for (const row of await offerRows(db, now)) {
    const name = row.gradeName || '通用';
    groups.set(name, [...(groups.get(name) ?? []), present(row)]);
  }
  return { grades: [...groups].map(([gradeName, list]) => ({ gradeName, courses: list })) };
}

async function claimOf(db: DbExecutor, phone: string) {
  const [claim] = await db
    .select()
    .from(campaignSignups)
    .where(and(eq(campaignSignups.campaign, FREE_TRIAL_CAMPAIGN), eq(campaignSignups.phone, phone)))
    .limit(1);
  return claim;
}

/**
 * Claims one free trial for a phone proven by a type-5 code, once per phone: a known phone is refused
 * before its code is used up, and the unique (campaign, phone) index settles two claims at once. The trial
 * is the course's first lessons, played from the claim: it does not make the paid course the family's own.
 */
export async function claimFreeCourse(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'sessions' | 'store'>,
  input: { mobilePhone: string; code: string; courseId: number; deviceId?: string | undefined },
  request: FastifyRequest,
) {
  const [offer] = await offerRows(deps.db, deps.now(), input.courseId);
  if (!offer) throw new ApiError(await refusalOf(deps.db, input.courseId, deps.now()));
  if (await claimOf(deps.db, input.mobilePhone)) throw new ApiError(CAMPAIGN_MESSAGES.trialTaken);
  await checkCode(deps, input.mobilePhone, SMS_PURPOSE.campaignSignIn, input.code, { consume: true });
  const user = await accountForPhone(deps.db, input.mobilePhone, requestChannel(request));
  try {
    await deps.db.insert(campaignSignups).values({
      campaign: FREE_TRIAL_CAMPAIGN,
      phone: input.mobilePhone,
      gradeName: offer.gradeName,
      userId: user.id,
      extra: { courseId: offer.courseId },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(CAMPAIGN_MESSAGES.trialTaken);
    throw error;
  }
  const session = await startSession(deps, user, input.deviceId ?? null, request);
  return { ...session, courseId: offer.courseId };
}

/** The claimed course's first lessons with their videos, and the course itself to buy in full (unless owned already). */
export async function trialLessons(deps: Pick<AppDeps, 'config' | 'db' | 'now'>, user: AuthUser) {
  const claim = await claimOf(deps.db, user.phone);
  const courseId = Number((claim?.extra as { courseId?: unknown } | undefined)?.courseId);
  if (!claim || !Number.isInteger(courseId)) throw new ApiError(CAMPAIGN_MESSAGES.trialNotClaimed);
  const offer = await claimedCourse(deps.db, courseId);
  if (!offer) throw new ApiError(CAMPAIGN_MESSAGES.trialMissing);
  const lessons = await deps.db
    .select({
      classId: chapterClasses.id,
      title: chapterClasses.title,
      durationSec: chapterClasses.durationSec,
      videoId: videos.id,
      videoKind: videos.kind,
      posterUrl: videos.posterUrl,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .innerJoin(videos, and(eq(videos.id, chapterClasses.videoId), eq(videos.status, 'ready')))
    .where(and(eq(chapters.courseId, courseId), isNotNull(chapterClasses.videoId)))
    .orderBy(asc(chapters.sort), asc(chapterClasses.sort), asc(chapterClasses.id))
    .limit(TRIAL_LESSONS);
  // The upsell is the course the family has just tried — same subject, same grade — unless they own it now.
  const [upgrade] = (await ownsCourse(deps.db, user.id, courseId))
    ? []
    : await deps.db
        .select({ courseId: courses.id, title: courses.title, priceCents: courses.priceCents })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.isPublished, true), gt(courses.priceCents, 0)))
        .limit(1);
  // Each video through the signed address of this user, as every lesson is played: the stored file name alone
  // resolved against the page's own address and never played.
  const nowMs = deps.now().getTime();
  return {
    course: present(offer),
    lessons: lessons.map(({ videoId, videoKind, ...lesson }) => ({
      ...lesson,
      videoUrl: videoAddress(deps.config.video, user.id, { videoId, videoKind }, nowMs).videoUrl,
    })),
    upgrade: upgrade ? { courseId: upgrade.courseId, title: upgrade.title, price: toYuan(upgrade.priceCents) } : null,
  };
}
