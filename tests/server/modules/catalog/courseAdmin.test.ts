import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/courses';
import * as staffCalls from '../../../../contract/api/schemas/admin/staff';
import * as orders from '../../../../contract/api/schemas/user/orders';
import * as web from '../../../../contract/api/schemas/web/course';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { COURSE_ADMIN_MESSAGES } from '../../../../server/src/modules/catalog/courseAdmin';
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
    expect(await publicIds()).toContain(draft.id);
    expect(await t.ok(web.findCourseById, { courseId: draft.id })).toMatchObject({ title: newCourse.title, price: 199 });

    const buyer = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: draft.id, source: 'gift' });
    const withdrawn = await t.ok(admin.setCourseStatus, { courseId: draft.id, status: 'withdrawn', version: 2 }, { token });
    expect(withdrawn).toMatchObject({ status: 'withdrawn', buyerCount: 1 });
    expect(await publicIds()).not.toContain(draft.id);
    // Its buyer still has it and can open it; nobody can buy it any more.
    const mine = await t.ok(orders.findMyCourse, { page: 1, size: 50 }, { token: buyer.token });
    expect(mine.list.map((course) => course.courseId)).toContain(draft.id);
    expect(await t.ok(web.findCourseById, { courseId: draft.id }, { token: buyer.token })).toMatchObject({ purchased: true });
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
});
