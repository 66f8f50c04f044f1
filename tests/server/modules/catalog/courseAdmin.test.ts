import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/courses';
import * as staffCalls from '../../../../contract/api/schemas/admin/staff';
import * as learning from '../../../../contract/api/schemas/user/learning';
import * as orders from '../../../../contract/api/schemas/user/orders';
import * as web from '../../../../contract/api/schemas/web/course';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { COURSE_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/courseAdmin';
import { OUTLINE_MESSAGES } from '../../../../server/src/modules/catalog/outlineAdmin';
import { courseEnrollments, courses } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
}, 240_000);
afterAll(() => t?.close());
const staff = staffSignIns(() => t);
const tokens: Partial<Record<'courseEditor' | 'contentEditor' | 'readOnly', string>> = {};
async function tokenOf(role: 'courseEditor' | 'contentEditor' | 'readOnly'): Promise<string> {
  tokens[role] ??= await staff.signIn(role);
  return tokens[role];
}

const newCourse = {
  title: '初二数学·函数专题',
  subtitle: '一次函数到反比例函数',
  categoryId: 1,
  teacherName: '李老师',
  teacherIntro: '',
  price: '199.00',
  originalPrice: '299',
  isFree: '0',
  isHeadline: '0',
  hasMaterials: '0',
} as const;

async function publicIds(): Promise<number[]> {
  const page = await t.ok(web.findCoursesByCategory, { size: 50, page: 1 });
  const all = [...page.list];
  for (let p = 2; (p - 1) * 50 < page.total; p += 1)
    all.push(...(await t.ok(web.findCoursesByCategory, { size: 50, page: p })).list);
  return all.map((course) => course.id);
}

describe('courses in the console', () => {
  it('creates a draft only staff see, publishes it to the site, and withdraws it while its buyer keeps it', async () => {
    const token = await tokenOf('courseEditor');
    const draft = await t.ok(admin.saveCourse, newCourse, { token });
    expect(draft).toMatchObject({ status: 'draft', version: 1, price: 199, originalPrice: 299, buyerCount: 0 });
    expect(await publicIds()).not.toContain(draft.id);
    expect(await t.fails(web.findCourseById, { courseId: draft.id })).toBe('课程不存在或已下架');

    const listed = await t.ok(admin.courseList, { status: 'draft', q: '函数专题' }, { token });
    expect(listed.list.map((row) => row.id)).toEqual([draft.id]);

    const published = await t.ok(admin.setCourseStatus, { courseId: draft.id, status: 'published', version: 1 }, { token });
    expect(published).toMatchObject({ status: 'published', version: 2 });
    // It joins the end of the shelf rather than pushing the placed courses down.
    expect((await publicIds()).at(-1)).toBe(draft.id);
    expect(await t.ok(web.findCourseById, { courseId: draft.id })).toMatchObject({
      title: newCourse.title,
      price: 199,
      onSale: true,
    });

    const buyer = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: draft.id, source: 'gift' });
    const withdrawn = await t.ok(admin.setCourseStatus, { courseId: draft.id, status: 'withdrawn', version: 2 }, { token });
    expect(withdrawn).toMatchObject({ status: 'withdrawn', buyerCount: 1 });
    expect(await publicIds()).not.toContain(draft.id);
    // Its buyer still has it and can open it; nobody can buy it any more.
    const mine = await t.ok(orders.findMyCourse, { page: 1, size: 50 }, { token: buyer.token });
    expect(mine.list.map((course) => course.courseId)).toContain(draft.id);
    expect(await t.ok(web.findCourseById, { courseId: draft.id }, { token: buyer.token })).toMatchObject({
      purchased: true,
      onSale: false,
    });
    // A visitor reads it, told it is no longer on sale.
    expect(await t.ok(web.findCourseById, { courseId: draft.id })).toMatchObject({ purchased: false, onSale: false });
    const other = await t.buyer();
    expect(await t.fails(orders.createOrder, { courseId: draft.id, payMethod: 'alipay' }, { token: other.token })).toBe(
      '课程不存在或已下架',
    );
    // With a buyer, it never goes back to a draft.
    expect(await t.fails(admin.setCourseStatus, { courseId: draft.id, status: 'draft', version: 3 }, { token })).toBe(
      COURSE_ADMIN_MESSAGES.hasBuyers,
    );
  });

  it('refuses a save made from an older version instead of overwriting the newer one', async () => {
    const token = await tokenOf('courseEditor');
    const course = await t.ok(admin.saveCourse, { ...newCourse, title: '版本测试' }, { token });
    await t.ok(admin.saveCourse, { ...newCourse, courseId: course.id, version: 1, title: '版本测试（甲）' }, { token });
    expect(
      await t.fails(admin.saveCourse, { ...newCourse, courseId: course.id, version: 1, title: '版本测试（乙）' }, { token }),
    ).toBe(COURSE_ADMIN_MESSAGES.stale);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ title: '版本测试（甲）', version: 2 });
  });

  it('records each change in the audit log with what it was before', async () => {
    const token = await tokenOf('courseEditor');
    const course = await t.ok(admin.saveCourse, { ...newCourse, title: '审计测试' }, { token });
    await t.ok(admin.saveCourse, { ...newCourse, courseId: course.id, version: 1, title: '审计测试', price: '99' }, { token });
    const owner = await staff.signIn('owner');
    const log = await t.ok(staffCalls.auditList, { entity: 'course', entityId: String(course.id) }, { token: owner });
    expect(log.list.map((entry) => entry.action)).toEqual(['course.edit', 'course.add']);
    expect(log.list[0]).toMatchObject({ staffName: '林航', before: { price: 199 }, after: { price: 99 } });
  });

  it('filters by stage and status, searches titles and codes, and sorts by price', async () => {
    const token = await tokenOf('readOnly');
    const byPrice = await t.ok(admin.courseList, { sort: 'price', size: 50 }, { token });
    const prices = byPrice.list.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const junior = await t.ok(admin.courseList, { stage: 'junior', size: 50 }, { token });
    const options = await t.ok(admin.courseOptions, {}, { token });
    const juniorGrades = new Set(options.grades.filter((grade) => grade.stage === 'junior').map((grade) => grade.name));
    expect(junior.list.length).toBeGreaterThan(0);
    expect(junior.list.every((row) => row.gradeName !== null && juniorGrades.has(row.gradeName))).toBe(true);
    // A percent sign is searched for as itself.
    expect((await t.ok(admin.courseList, { q: '%' }, { token })).total).toBe(0);
  });

  it('lets a role without courses.write read the list but not save', async () => {
    const token = await tokenOf('contentEditor');
    expect((await t.ok(admin.courseList, {}, { token })).total).toBeGreaterThan(0);
    expect(await t.fails(admin.saveCourse, newCourse, { token })).toBe(NO_PERMISSION);
  });

  it('says what is wrong with a price, a list price below it, or an unknown subject', async () => {
    const token = await tokenOf('courseEditor');
    expect(await t.fails(admin.saveCourse, { ...newCourse, price: '12.345' }, { token })).toMatch(/最多两位小数/);
    expect(await t.fails(admin.saveCourse, { ...newCourse, originalPrice: '99' }, { token })).toBe(
      COURSE_ADMIN_MESSAGES.listAbovePrice,
    );
    expect(await t.fails(admin.saveCourse, { ...newCourse, categoryId: 9999 }, { token })).toBe(COURSE_ADMIN_MESSAGES.noCategory);
    expect(await t.fails(admin.setCourseStatus, { courseId: 1, status: 'draft', version: 999 }, { token })).toBe(
      COURSE_ADMIN_MESSAGES.stale,
    );
  });

  it('keeps an uploaded cover for the site, and refuses a cover address that is not a picture address', async () => {
    const token = await tokenOf('courseEditor');
    const ticket = await t.ok(admin.coverUploadTicket, {}, { token });
    expect(ticket.token).not.toBe('');
    const saved = await t.ok(admin.saveCourse, { ...newCourse, coverUrl: '/api/upload/files/cover-1.webp' }, { token });
    expect(saved.coverUrl).toBe('/api/upload/files/cover-1.webp');
    expect(await t.fails(admin.saveCourse, { ...newCourse, coverUrl: 'javascript:alert(1)' }, { token })).toMatch(/coverUrl/);
    expect(await t.fails(admin.coverUploadTicket, {}, { token: await tokenOf('contentEditor') })).toBe(NO_PERMISSION);
  });
});

describe("a course's sale window", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  async function publishedWith(window: { saleStartsAt?: string; saleEndsAt?: string }, title: string) {
    const token = await tokenOf('courseEditor');
    const draft = await t.ok(admin.saveCourse, { ...newCourse, title, ...window }, { token });
    await t.ok(admin.setCourseStatus, { courseId: draft.id, status: 'published', version: draft.version }, { token });
    return draft.id;
  }

  it('keeps the window the editor set, and refuses one that ends before it starts or a time without its zone', async () => {
    const token = await tokenOf('courseEditor');
    const saved = await t.ok(
      admin.saveCourse,
      { ...newCourse, saleStartsAt: '2027-01-08T10:00:00+08:00', saleEndsAt: '2027-03-01T00:00:00.000Z' },
      { token },
    );
    expect(saved).toMatchObject({ saleStartsAt: '2027-01-08T02:00:00.000Z', saleEndsAt: '2027-03-01T00:00:00.000Z' });
    const reopened = await t.ok(admin.courseDetail, { courseId: saved.id }, { token });
    expect(reopened.saleStartsAt).toBe('2027-01-08T02:00:00.000Z');
    // Cleared again: an open window.
    const cleared = await t.ok(
      admin.saveCourse,
      { ...newCourse, courseId: saved.id, version: saved.version, saleStartsAt: '', saleEndsAt: '' },
      { token },
    );
    expect(cleared).toMatchObject({ saleStartsAt: null, saleEndsAt: null });

    expect(
      await t.fails(
        admin.saveCourse,
        { ...newCourse, saleStartsAt: '2027-03-01T00:00:00Z', saleEndsAt: '2027-01-08T00:00:00Z' },
        { token },
      ),
    ).toBe(COURSE_ADMIN_MESSAGES.saleWindow);
    expect(await t.fails(admin.saveCourse, { ...newCourse, saleStartsAt: '2027-01-08T10:00' }, { token })).toMatch(
      /saleStartsAt/,
    );
  });

  it('lists a course whose sale has not started, says when it starts, and refuses to sell it yet', async () => {
    const startsAt = at(DAY);
    const courseId = await publishedWith({ saleStartsAt: startsAt }, '开售前的课程');
    expect(await publicIds()).toContain(courseId);
    const detail = await t.ok(web.findCourseById, { courseId });
    expect(detail).toMatchObject({ onSale: false, saleState: 'upcoming', saleStartsAt: startsAt });
    const family = await t.buyer();
    expect(await t.fails(orders.createOrder, { courseId, payMethod: 'alipay' }, { token: family.token })).toBe(
      '这门课程尚未开售，请在开售后购买',
    );
    expect(await t.fails(orders.purchasePreview, { courseId }, { token: family.token })).toBe('这门课程尚未开售，请在开售后购买');
  });

  it('sells a course inside its window like any other', async () => {
    const courseId = await publishedWith({ saleStartsAt: at(-DAY), saleEndsAt: at(DAY) }, '销售中的课程');
    expect(await t.ok(web.findCourseById, { courseId })).toMatchObject({ onSale: true, saleState: 'onSale' });
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`courseId=${courseId}<`);
    const family = await t.buyer();
    const order = await t.ok(orders.createOrder, { courseId, payMethod: 'alipay' }, { token: family.token });
    expect(order.orderNo).toMatch(/^XB/);
  });

  it('takes a course past its sale end off the shelves and the sitemap, while its buyer keeps it', async () => {
    const courseId = await publishedWith({ saleStartsAt: at(-2 * DAY), saleEndsAt: at(-DAY) }, '已停售的课程');
    const buyer = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId, source: 'gift' });
    expect(await publicIds()).not.toContain(courseId);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`courseId=${courseId}<`);
    expect(await t.ok(web.findCourseById, { courseId })).toMatchObject({ onSale: false, saleState: 'ended' });
    const family = await t.buyer();
    expect(await t.fails(orders.createOrder, { courseId, payMethod: 'alipay' }, { token: family.token })).toBe('这门课程已停售');
    expect(await t.ok(web.findCourseById, { courseId }, { token: buyer.token })).toMatchObject({ purchased: true });
    const mine = await t.ok(orders.findMyCourse, { page: 1, size: 50 }, { token: buyer.token });
    expect(mine.list.map((course) => course.courseId)).toContain(courseId);
  });
});

describe('a course outline in the console', () => {
  it('adds, renames and orders chapters and lessons, and the site shows them in that order', async () => {
    const token = await tokenOf('courseEditor');
    const course = await t.ok(admin.saveCourse, { ...newCourse, title: '大纲测试' }, { token });
    let outline = await t.ok(admin.saveChapter, { courseId: course.id, title: '第一章 一次函数' }, { token });
    outline = await t.ok(admin.saveChapter, { courseId: course.id, title: '第二章 反比例函数' }, { token });
    const [first, second] = outline.chapters;
    outline = await t.ok(admin.saveLesson, { chapterId: first!.id, title: '函数的概念', isTrial: '1' }, { token });
    outline = await t.ok(admin.saveLesson, { chapterId: first!.id, title: '一次函数的图像', isTrial: '0' }, { token });
    outline = await t.ok(admin.saveLesson, { chapterId: second!.id, title: '反比例函数', isTrial: '0' }, { token });
    const [concept, graph] = outline.chapters[0]!.lessons;
    outline = await t.ok(
      admin.saveLesson,
      { chapterId: first!.id, lessonId: graph!.id, title: '一次函数的图像与性质', isTrial: '0' },
      { token },
    );

    outline = await t.ok(admin.reorderOutline, { courseId: course.id, chapterIds: `${second!.id},${first!.id}` }, { token });
    expect(outline.chapters.map((chapter) => chapter.title)).toEqual(['第二章 反比例函数', '第一章 一次函数']);
    // A lesson moves into another chapter by being listed in its order.
    const inverse = outline.chapters[0]!.lessons[0]!;
    outline = await t.ok(
      admin.reorderOutline,
      { courseId: course.id, chapterId: second!.id, lessonIds: `${graph!.id},${inverse.id}` },
      { token },
    );
    expect(outline.chapters.map((chapter) => chapter.lessons.map((lesson) => lesson.title))).toEqual([
      ['一次函数的图像与性质', '反比例函数'],
      ['函数的概念'],
    ]);
    expect(outline.chapters[1]!.lessons[0]).toMatchObject({ id: concept!.id, isTrial: true, hasVideo: false });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.lessonCount).toBe(3);

    await t.ok(admin.setCourseStatus, { courseId: course.id, status: 'published', version: 1 }, { token });
    const onSite = await t.ok(web.findCourseChapters, { courseId: course.id });
    expect(onSite.list.map((chapter) => [chapter.title, chapter.classCount, chapter.hasTrial])).toEqual([
      ['第二章 反比例函数', 2, false],
      ['第一章 一次函数', 1, true],
    ]);
  });

  it('counts and places every lesson when an editor adds several at the same moment', async () => {
    const token = await tokenOf('courseEditor');
    const course = await t.ok(admin.saveCourse, { ...newCourse, title: '同时添加' }, { token });
    await t.ok(admin.saveChapter, { courseId: course.id, title: '一' }, { token });
    const outline = await t.ok(admin.saveChapter, { courseId: course.id, title: '二' }, { token });
    const [one, two] = outline.chapters;
    const added = ['甲', '乙', '丙'].flatMap((title) => [
      { chapterId: one!.id, title: `一${title}`, isTrial: '0' as const },
      { chapterId: two!.id, title: `二${title}`, isTrial: '0' as const },
    ]);
    await Promise.all(added.map((lesson) => t.ok(admin.saveLesson, lesson, { token })));

    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.lessonCount).toBe(6);
    const saved = await t.ok(admin.courseOutline, { courseId: course.id }, { token });
    expect(saved.chapters.map((chapter) => chapter.lessons.map((lesson) => lesson.title).sort())).toEqual([
      ['一丙', '一乙', '一甲'],
      ['二丙', '二乙', '二甲'],
    ]);
    // Each took its own place: a later order names every one of them once.
    const ids = saved.chapters[0]!.lessons.map((lesson) => lesson.id).reverse();
    const reordered = await t.ok(
      admin.reorderOutline,
      { courseId: course.id, chapterId: one!.id, lessonIds: ids.join(',') },
      { token },
    );
    expect(reordered.chapters[0]!.lessons.map((lesson) => lesson.id)).toEqual(ids);
  });

  it('keeps what students rely on: no chapter deleted with lessons in it, no lesson deleted once studied', async () => {
    const token = await tokenOf('courseEditor');
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const outline = await t.ok(admin.courseOutline, { courseId: course.id }, { token });
    const chapter = outline.chapters[0]!;
    const lesson = chapter.lessons[0]!;
    expect(await t.fails(admin.deleteChapter, { chapterId: chapter.id }, { token })).toBe(OUTLINE_MESSAGES.chapterNotEmpty);
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: course.id, source: 'gift' });
    await t.app.deps.userCache.caughtUp();
    await t.ok(learning.playPassageRecord, { classId: lesson.id, positionSec: 30 }, { token: buyer.token });
    expect(await t.fails(admin.deleteLesson, { lessonId: lesson.id }, { token })).toBe(OUTLINE_MESSAGES.lessonStudied);
  });

  it('refuses an order that leaves out a chapter or brings a lesson of another course', async () => {
    const token = await tokenOf('courseEditor');
    const course = await t.ok(admin.saveCourse, { ...newCourse, title: '顺序测试' }, { token });
    let outline = await t.ok(admin.saveChapter, { courseId: course.id, title: '一' }, { token });
    outline = await t.ok(admin.saveChapter, { courseId: course.id, title: '二' }, { token });
    const [one] = outline.chapters;
    expect(await t.fails(admin.reorderOutline, { courseId: course.id, chapterIds: `${one!.id}` }, { token })).toBe(
      OUTLINE_MESSAGES.chapterOrder,
    );
    const other = await t.ok(admin.courseOutline, { courseId: 1 }, { token });
    const stranger = other.chapters[0]!.lessons[0]!;
    expect(
      await t.fails(admin.reorderOutline, { courseId: course.id, chapterId: one!.id, lessonIds: `${stranger.id}` }, { token }),
    ).toBe(OUTLINE_MESSAGES.lessonOrder);
    expect(await t.fails(admin.reorderOutline, { courseId: course.id, chapterIds: '1,x' }, { token })).toMatch(/逗号分隔/);
    // Emptied, a chapter goes.
    outline = await t.ok(admin.deleteChapter, { chapterId: one!.id }, { token });
    expect(outline.chapters.map((chapter) => chapter.title)).toEqual(['二']);
  });
});

describe("a course's place on the shelf", () => {
  async function shelfOrder(ids: number[]): Promise<number[]> {
    return (await publicIds()).filter((id) => ids.includes(id));
  }

  async function publishedCourse(title: string): Promise<number> {
    const token = await tokenOf('courseEditor');
    const draft = await t.ok(admin.saveCourse, { ...newCourse, title }, { token });
    await t.ok(admin.setCourseStatus, { courseId: draft.id, status: 'published', version: draft.version }, { token });
    return draft.id;
  }

  it('swaps two courses on the shelf, and the site lists them in the new order at once', async () => {
    const token = await tokenOf('courseEditor');
    const a = await publishedCourse('货架甲');
    const b = await publishedCourse('货架乙');
    expect(await shelfOrder([a, b])).toEqual([a, b]);
    const { shelf } = await t.ok(admin.swapOnShelf, { courseId: b, otherId: a }, { token });
    expect(shelf.map((row) => row.id)).toEqual([b, a]);
    expect(await shelfOrder([a, b])).toEqual([b, a]);
    const sorted = await t.ok(admin.courseList, { sort: 'shelf', q: '货架', size: 50 }, { token });
    expect(sorted.list.map((row) => row.id)).toEqual([b, a]);
  });

  it('splits two courses that share a place, moving the later one first and keeping everyone else in order', async () => {
    const token = await tokenOf('courseEditor');
    const a = await publishedCourse('并列甲');
    const b = await publishedCourse('并列乙');
    const c = await publishedCourse('并列丙');
    const [placed] = await t.db.select({ sort: courses.sort }).from(courses).where(eq(courses.id, a));
    await t.db.update(courses).set({ sort: placed!.sort }).where(eq(courses.id, b));
    await t.ok(admin.swapOnShelf, { courseId: b, otherId: a }, { token });
    expect(await shelfOrder([a, b, c])).toEqual([b, a, c]);
  });

  it('is for course editors alone, and refuses a course swapped with itself', async () => {
    const token = await tokenOf('courseEditor');
    expect(await t.fails(admin.swapOnShelf, { courseId: 1, otherId: 2 }, { token: await tokenOf('readOnly') })).toBe(
      NO_PERMISSION,
    );
    expect(await t.fails(admin.swapOnShelf, { courseId: 1, otherId: 1 }, { token })).toMatch(/两门不同的课程/);
  });
});
