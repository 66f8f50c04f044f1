/**
 * Broadcasts as the console reads them: the list with how far each went and how many families opened it,
 * one broadcast as its form holds it, and what a new one may name (grades, courses on sale, articles).
 */
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BroadcastLink, BroadcastState } from '../../../../contract/vocabulary/broadcasts';
import type { DbExecutor } from '../../platform/db/client';
import {
  broadcastRecipients,
  courses,
  grades,
  newsArticles,
  notificationBroadcasts,
  notifications,
  users,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf } from '../../platform/text/format';

export const BROADCAST_ADMIN_MESSAGES = {
  notFound: '消息推送不存在',
  stale: '这条推送已被他人修改，请刷新后再改',
  versionRequired: '修改推送须带上打开时的版本号 version',
  started: '这条推送已开始发送，不能再修改或取消',
  cancelled: '这条推送已取消，不能再修改',
  gradeRequired: '参数 audienceId：请选择年级',
  gradeNotFound: '参数 audienceId：年级不存在',
  courseRequired: '参数 audienceId：请选择课程',
  courseNotFound: '参数 audienceId：课程不存在',
  phonesRequired: '参数 phones：请填写至少一个手机号',
  linkRequired: '参数 linkId：请选择要链接的课程或资讯',
  linkCourseNotFound: '参数 linkId：课程不存在',
  linkArticleNotFound: '参数 linkId：资讯不存在或未发布',
  sendAtPast: '参数 sendAt：定时发送的时间须晚于现在',
} as const;

export type BroadcastRecord = typeof notificationBroadcasts.$inferSelect;

/** Where a broadcast stands at `now`: called off, delivered, under way (its time came), or waiting. */
export function broadcastState(broadcast: BroadcastRecord, now: Date): BroadcastState {
  if (broadcast.cancelledAt) return 'cancelled';
  if (broadcast.deliveredAt) return 'delivered';
  return broadcast.sendAt <= now ? 'sending' : 'scheduled';
}

/** The grade's or course's name, or how many phones, for each broadcast that names one. */
async function audienceNames(db: DbExecutor, rows: readonly BroadcastRecord[]): Promise<Map<number, string>> {
  const idsOf = (audience: string) => rows.filter((row) => row.audience === audience).map((row) => row.audienceId!);
  const phoneIds = rows.filter((row) => row.audience === 'phones').map((row) => row.id);
  const [gradeRows, courseRows, phoneCounts] = await Promise.all([
    idsOf('grade').length
      ? db
          .select({ id: grades.id, name: grades.name })
          .from(grades)
          .where(inArray(grades.id, idsOf('grade')))
      : [],
    idsOf('course').length
      ? db
          .select({ id: courses.id, name: courses.title })
          .from(courses)
          .where(inArray(courses.id, idsOf('course')))
      : [],
    phoneIds.length
      ? db
          .select({ id: broadcastRecipients.broadcastId, phones: count() })
          .from(broadcastRecipients)
          .where(inArray(broadcastRecipients.broadcastId, phoneIds))
          .groupBy(broadcastRecipients.broadcastId)
      : [],
  ]);
  const gradeNames = new Map(gradeRows.map((row) => [row.id, row.name]));
  const courseNames = new Map(courseRows.map((row) => [row.id, row.name]));
  const phoneNames = new Map(phoneCounts.map((row) => [row.id, `${Number(row.phones)} 个手机号`]));
  return new Map(
    rows.map((row) => [
      row.id,
      row.audience === 'grade'
        ? (gradeNames.get(row.audienceId!) ?? '')
        : row.audience === 'course'
          ? (courseNames.get(row.audienceId!) ?? '')
          : row.audience === 'phones'
            ? (phoneNames.get(row.id) ?? '0 个手机号')
            : '',
    ]),
  );
}

/** How many of each broadcast's messages their families have opened. */
async function readCounts(db: DbExecutor, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: notifications.broadcastId, read: count() })
    .from(notifications)
    .where(and(inArray(notifications.broadcastId, [...ids]), isNotNull(notifications.readAt)))
    .groupBy(notifications.broadcastId);
  return new Map(rows.map((row) => [row.id!, Number(row.read)]));
}

async function rowsForStaff(db: DbExecutor, rows: readonly BroadcastRecord[], now: Date) {
  const [names, reads] = await Promise.all([
    audienceNames(db, rows),
    readCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    audience: row.audience,
    audienceName: names.get(row.id) ?? '',
    sendAt: iso(row.sendAt),
    state: broadcastState(row, now),
    deliveredCount: row.deliveredCount,
    readCount: reads.get(row.id) ?? 0,
    version: row.version,
  }));
}

/** The newest broadcasts first (by when they were written), a page at a time. */
export async function listBroadcastsForStaff(db: DbExecutor, paging: { page: number; size: number }, now: Date) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(notificationBroadcasts)
      .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id))
      .limit(paging.size)
      .offset(offsetOf(paging.page, paging.size)),
    db.$count(notificationBroadcasts),
  ]);
  return { list: await rowsForStaff(db, rows, now), total, page: paging.page, size: paging.size };
}

/** The phones of a broadcast's saved recipients, one per line. */
async function recipientPhones(db: DbExecutor, broadcastId: number): Promise<string> {
  const rows = await db
    .select({ phone: users.phone })
    .from(broadcastRecipients)
    .innerJoin(users, eq(users.id, broadcastRecipients.userId))
    .where(eq(broadcastRecipients.broadcastId, broadcastId))
    .orderBy(asc(users.phone));
  return rows.map((row) => row.phone).join('\n');
}

/** One broadcast as the compose form holds it. */
export async function broadcastForStaff(db: DbExecutor, broadcastId: number, now: Date) {
  const [record] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, broadcastId));
  if (!record) throw new ApiError(BROADCAST_ADMIN_MESSAGES.notFound);
  const [row] = await rowsForStaff(db, [record], now);
  return {
    ...row!,
    content: record.content,
    link: (record.objectType === 'course' || record.objectType === 'news' ? record.objectType : 'none') as BroadcastLink,
    linkId: record.objectType === 'course' || record.objectType === 'news' ? record.objectId : null,
    audienceId: record.audienceId,
    phones: record.audience === 'phones' ? await recipientPhones(db, record.id) : '',
  };
}

/** The grades in the site's order, the courses on sale and the published articles, newest first. */
export async function broadcastChoices(db: DbExecutor) {
  const [gradeRows, courseRows, articleRows] = await Promise.all([
    db.select({ id: grades.id, name: grades.name }).from(grades).orderBy(asc(grades.sort), asc(grades.level)),
    db
      .select({ id: courses.id, name: courses.title })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(desc(courses.id)),
    db
      .select({ id: newsArticles.id, name: newsArticles.title })
      .from(newsArticles)
      .where(eq(newsArticles.status, 'published'))
      .orderBy(desc(newsArticles.id)),
  ]);
  return { grades: gradeRows, courses: courseRows, articles: articleRows };
}
