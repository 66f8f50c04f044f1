import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../server/src/platform/db/password';
import {
  basicData,
  collections,
  courseEnrollments,
  courses,
  evaluationReports,
  evaluationUsers,
  freeTrialCourses,
  gradeGroups,
  grades,
  newsArticles,
  notifications,
  orderItems,
  orders,
  recommendedExercises,
  sitePages,
  tutors,
  users,
} from '../../../../server/src/platform/db/schema';
import { countRows, DEMO_ACCOUNTS, seedIfEmpty } from '../../../../server/src/platform/db/seed';
import { type FreshDatabase, freshDatabase } from './freshDatabase';

describe('demo seed', () => {
  let fresh: FreshDatabase;
  let seededOnFirstCall: boolean;

  beforeAll(async () => {
    fresh = await freshDatabase();
    seededOnFirstCall = await seedIfEmpty(fresh.handle.db);
  });

  afterAll(async () => {
    await fresh?.cleanup();
  });

  const db = () => fresh.handle.db;

  it('seeds an empty database', () => {
    expect(seededOnFirstCall).toBe(true);
  });

  it('writes twelve grades in the three groups 小学, 初中 and 高中', async () => {
    const groups = await db().query.gradeGroups.findMany({
      orderBy: asc(gradeGroups.sort),
      with: { grades: { orderBy: asc(grades.level) } },
    });
    expect(groups.map((group) => group.name)).toEqual(['小学', '初中', '高中']);
    expect(groups.map((group) => group.grades.length)).toEqual([6, 3, 3]);
    expect(groups.flatMap((group) => group.grades.map((grade) => grade.level))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(groups[2]!.grades.map((grade) => grade.name)).toEqual(['高一', '高二', '高三']);
  });

  it('writes at least 60 courses, 20 tutors and 30 news articles', async () => {
    expect(await db().$count(courses)).toBeGreaterThanOrEqual(60);
    expect(await db().$count(tutors)).toBeGreaterThanOrEqual(20);
    expect(await db().$count(newsArticles)).toBeGreaterThanOrEqual(30);
  });

  it('gives every course chapters with lessons, a trial lesson and a matching lesson count', async () => {
    const all = await db().query.courses.findMany({ with: { chapters: { with: { classes: true } } } });
    for (const course of all) {
      const lessons = course.chapters.flatMap((chapter) => chapter.classes);
      expect(course.chapters.length, course.code).toBeGreaterThan(0);
      expect(lessons.length, course.code).toBe(course.lessonCount);
      expect(
        lessons.some((lesson) => lesson.isTrial),
        course.code,
      ).toBe(true);
      expect(
        lessons.every((lesson) => lesson.videoId !== null),
        course.code,
      ).toBe(true);
    }
  });

  it('stores prices in fen, marks the courses sold at no charge free, and offers paid ones as free trials', async () => {
    const free = await db().select().from(courses).where(eq(courses.isFree, true));
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((course) => course.priceCents === 0)).toBe(true);
    const trials = await db().select().from(freeTrialCourses);
    expect(trials.length).toBeGreaterThan(0);
    const freeIds = new Set(free.map((course) => course.id));
    expect(trials.filter((trial) => freeIds.has(trial.courseId))).toEqual([]);
    const paid = await db().select().from(courses).where(eq(courses.isFree, false));
    expect(paid.every((course) => course.priceCents > 0 && course.priceCents % 100 === 0)).toBe(true);
  });

  it('lets the demo student sign in with the documented phone and password', async () => {
    const [student] = await db().select().from(users).where(eq(users.phone, DEMO_ACCOUNTS.student.phone));
    expect(student).toBeDefined();
    expect(await verifyPassword(DEMO_ACCOUNTS.student.password, student!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', student!.passwordHash)).toBe(false);
    expect(student!.rsNo).toBe(DEMO_ACCOUNTS.student.rsNo);
  });

  it('gives the demo student a grade, an adviser and an avatar, so no grade modal appears', async () => {
    const student = await db().query.users.findFirst({
      where: eq(users.phone, DEMO_ACCOUNTS.student.phone),
      with: { grade: true, adviser: true },
    });
    expect(student!.isSetClass).toBe(2);
    expect(student!.isClassUpgrade).toBe(2);
    expect(student!.grade?.name).toBe(student!.gradeName);
    expect(student!.adviser?.wechatAccount).toBeTruthy();
    expect(`${student!.qiniuUrl}${student!.photoUrl}`).toMatch(/^\/assets\/avatars\/.+/);
  });

  it('gives the demo student orders whose totals equal their items at list price minus the discount', async () => {
    const student = await db().query.users.findFirst({ where: eq(users.phone, DEMO_ACCOUNTS.student.phone) });
    const studentOrders = await db().query.orders.findMany({
      where: eq(orders.userId, student!.id),
      with: { items: true, statusHistory: true, payments: true },
    });
    expect(studentOrders.length).toBeGreaterThan(0);
    expect(new Set(studentOrders.map((order) => order.status))).toContain('paid');
    for (const order of studentOrders) {
      const listTotal = order.items.reduce((sum, item) => sum + item.listPriceCents, 0);
      expect(order.totalAmountCents).toBe(listTotal - order.discountAmountCents);
      for (const item of order.items) expect(item.listPriceCents).toBeGreaterThanOrEqual(item.priceCents);
      expect(order.statusHistory.at(-1)?.status ?? order.status).toBe(order.status);
      expect(order.payments.length > 0).toBe(order.paidAt !== null);
    }
  });

  it('enrols the demo student in the courses of paid orders only', async () => {
    const student = await db().query.users.findFirst({ where: eq(users.phone, DEMO_ACCOUNTS.student.phone) });
    const live = await db()
      .select({ courseId: courseEnrollments.courseId })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, student!.id), isNull(courseEnrollments.revokedAt)));
    const bought = await db()
      .select({ courseId: orderItems.courseId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, student!.id), eq(orders.status, 'paid')));
    const liveIds = live.map((row) => row.courseId);
    for (const { courseId } of bought) expect(liveIds).toContain(courseId);
    const unpaid = await db()
      .select({ courseId: orderItems.courseId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, student!.id), eq(orders.status, 'unpaid')));
    for (const { courseId } of unpaid) expect(liveIds).not.toContain(courseId);
  });

  it('gives the demo student collections that point at existing records, and unread notifications', async () => {
    const student = await db().query.users.findFirst({ where: eq(users.phone, DEMO_ACCOUNTS.student.phone) });
    const collected = await db().select().from(collections).where(eq(collections.userId, student!.id));
    expect(new Set(collected.map((c) => c.objectType))).toEqual(new Set(['course', 'news', 'tutor']));
    for (const item of collected) {
      const table = { course: courses, news: newsArticles, tutor: tutors }[item.objectType];
      expect(await db().$count(table, eq(table.id, item.objectId))).toBe(1);
    }
    const unread = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student!.id), isNull(notifications.readAt)));
    expect(unread.length).toBeGreaterThan(0);
    const aboutOrders = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student!.id), eq(notifications.objectType, 'order')));
    for (const note of aboutOrders) {
      expect(await db().$count(orders, eq(orders.id, note.objectId!))).toBe(1);
    }
  });

  it("dates no order's message before the order was placed, the unpaid order placed just before the seed included", async () => {
    const student = await db().query.users.findFirst({ where: eq(users.phone, DEMO_ACCOUNTS.student.phone) });
    const aboutOrders = await db()
      .select({ at: notifications.createdAt, orderId: notifications.objectId })
      .from(notifications)
      .where(and(eq(notifications.userId, student!.id), eq(notifications.objectType, 'order')));
    expect(aboutOrders.length).toBeGreaterThan(0);
    for (const note of aboutOrders) {
      const [order] = await db().select().from(orders).where(eq(orders.id, note.orderId!));
      expect(note.at.getTime(), order!.orderNo).toBeGreaterThanOrEqual(order!.createdAt.getTime());
    }
  });

  it('creates a new student without a grade, so the grade modal appears', async () => {
    const [fresher] = await db().select().from(users).where(eq(users.phone, DEMO_ACCOUNTS.newStudent.phone));
    expect(fresher!.isSetClass).toBe(1);
    expect(fresher!.gradeId).toBeNull();
    expect(await verifyPassword(DEMO_ACCOUNTS.newStudent.password, fresher!.passwordHash)).toBe(true);
  });

  it('creates the evaluation account with reports and recommended exercises', async () => {
    const [account] = await db().select().from(evaluationUsers).where(eq(evaluationUsers.phone, DEMO_ACCOUNTS.evaluation.phone));
    expect(await verifyPassword(DEMO_ACCOUNTS.evaluation.password, account!.passwordHash)).toBe(true);
    const reports = await db().query.evaluationReports.findMany({
      where: eq(evaluationReports.evaluationUserId, account!.id),
      with: { answers: true },
    });
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      const correct = report.answers.filter((answer) => answer.isCorrect).length;
      expect(report.accuracy).toBe(Math.round((correct / report.answers.length) * 100));
      expect(report.score).toBeLessThanOrEqual(report.totalScore);
    }
    expect(await db().$count(recommendedExercises, eq(recommendedExercises.evaluationUserId, account!.id))).toBeGreaterThan(0);
  });

  it('stores the platform settings read by getbasicdata', async () => {
    const rows = await db().select().from(basicData);
    const keys = rows.map((row) => row.key);
    for (const key of ['smssigncode', 'videosigncode', 'platformId', 'customerServicePhone']) {
      expect(keys).toContain(key);
    }
    // The promotion is the season's, by the date (services/seasons), not a stored setting that goes stale.
    expect(keys).not.toContain('promotionMainTitle');
    const phone = rows.find((row) => row.key === 'customerServicePhone');
    expect(typeof phone!.value).toBe('string');
  });

  it('stores the agreement and about pages by slug', async () => {
    const slugs = (await db().select({ slug: sitePages.slug }).from(sitePages)).map((page) => page.slug);
    for (const slug of ['user-agreement', 'privacy-agreement', 'cooperation', 'contact-us', 'legal-notice']) {
      expect(slugs).toContain(slug);
    }
  });

  it('loads every declared relation of every table', async () => {
    const relational = db()._.schema!;
    const query = db().query as unknown as Record<string, { findFirst(config: object): Promise<unknown> }>;
    for (const [name, table] of Object.entries(relational)) {
      const withAll = Object.fromEntries(Object.keys(table.relations).map((relation) => [relation, true]));
      // A relation declared with the wrong columns or without its counterpart makes this query throw.
      await query[name]!.findFirst({ with: withAll });
    }
  });

  it('does nothing when asked to seed a database that already has content', async () => {
    const before = await countRows(db());
    expect(await seedIfEmpty(db())).toBe(false);
    expect(await countRows(db())).toEqual(before);
  });
});
