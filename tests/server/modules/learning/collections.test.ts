import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as collection from '../../../../contract/api/schemas/user/collection';
import * as course from '../../../../contract/api/schemas/web/course';
import * as information from '../../../../contract/api/schemas/web/information';
import * as teacherInfo from '../../../../contract/api/schemas/web/teacherInfo';
import { collections } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

describe('collections', () => {
  let t: TestApp;
  let student: { id: number; token: string };
  let newcomer: { id: number; token: string };
  let courseId: number;
  let articleId: number;
  let tutorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const sign = async (account: 'student' | 'newStudent') => {
      const id = await demoUserId(t.db, account);
      const { token } = await t.app.deps.sessions.issueSession(id, `collections-${account}`);
      return { id, token };
    };
    student = await sign('student');
    newcomer = await sign('newStudent');
    courseId = (await t.ok(course.findCoursesByCategory, { size: 1 })).list[0]!.id;
    articleId = (await t.ok(information.findArticles, { size: 1 })).list[0]!.id;
    tutorId = (await t.ok(teacherInfo.findTutors, { size: 1 })).list[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = (userId: number, objectType: collection.CollectionType, objectId: number) =>
    t.db.$count(
      collections,
      and(eq(collections.userId, userId), eq(collections.objectType, objectType), eq(collections.objectId, objectId)),
    );

  it('collects and uncollects a course, and the course detail follows', async () => {
    const as = { token: newcomer.token };
    expect(await t.ok(collection.addOrUpdateCollection, { objectType: 'course', objectId: courseId, collect: '1' }, as)).toEqual({
      objectType: 'course',
      objectId: courseId,
      collected: true,
    });
    expect((await t.ok(course.findCourseById, { courseId }, as)).collected).toBe(true);
    expect((await t.ok(collection.checkCollection, { objectType: 'course', objectId: courseId }, as)).collected).toBe(true);
    await t.ok(collection.addOrUpdateCollection, { objectType: 'course', objectId: courseId, collect: '0' }, as);
    expect((await t.ok(course.findCourseById, { courseId }, as)).collected).toBe(false);
    expect(await rows(newcomer.id, 'course', courseId)).toBe(0);
  });

  it('keeps one row when the same collect arrives twice, or ten times at once', async () => {
    const as = { token: newcomer.token };
    const fields = { objectType: 'news', objectId: articleId, collect: '1' } as const;
    await t.ok(collection.addOrUpdateCollection, fields, as);
    await t.ok(collection.addOrUpdateCollection, fields, as);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call(collection.addOrUpdateCollection, fields, as)));
    expect(answers.every((answer) => answer.status === 1)).toBe(true);
    expect(await rows(newcomer.id, 'news', articleId)).toBe(1);
    const uncollect = { ...fields, collect: '0' } as const;
    await Promise.all([
      t.ok(collection.addOrUpdateCollection, uncollect, as),
      t.ok(collection.addOrUpdateCollection, uncollect, as),
    ]);
    expect(await rows(newcomer.id, 'news', articleId)).toBe(0);
  });

  it('lists each kind with its card data, the latest first, paged', async () => {
    const as = { token: newcomer.token };
    const courses = (await t.ok(course.findCoursesByCategory, { size: 3 })).list;
    for (const item of courses) {
      await t.ok(collection.addOrUpdateCollection, { objectType: 'course', objectId: item.id, collect: '1' }, as);
      await new Promise((done) => setTimeout(done, 5));
    }
    await t.ok(collection.addOrUpdateCollection, { objectType: 'tutor', objectId: tutorId, collect: '1' }, as);

    const page = await t.ok(collection.findCollections, { objectType: 'course', page: 1, size: 2 }, as);
    expect(page.total).toBe(3);
    expect(page.list.map((item) => item.objectId)).toEqual([courses[2]!.id, courses[1]!.id]);
    expect(page.list[0]).toMatchObject({ objectType: 'course', title: courses[2]!.title, price: courses[2]!.price });
    const tutors = await t.ok(collection.findCollections, { objectType: 'tutor' }, as);
    expect(tutors.list).toHaveLength(1);
    expect(tutors.list[0]).toMatchObject({ objectId: tutorId, price: null });
    expect(tutors.list[0]!.summary).toContain('·');
  });

  it("never shows or changes another user's collections", async () => {
    await t.ok(
      collection.addOrUpdateCollection,
      { objectType: 'tutor', objectId: tutorId, collect: '1' },
      { token: student.token },
    );
    const before = await rows(student.id, 'tutor', tutorId);
    const theirs = await t.ok(collection.findCollections, { objectType: 'tutor' }, { token: student.token });
    const mine = await t.ok(collection.findCollections, { objectType: 'tutor' }, { token: newcomer.token });
    expect(theirs.list.length).toBeGreaterThan(0);
    const theirIds = new Set(theirs.list.map((item) => item.id));
    expect(mine.list.filter((item) => theirIds.has(item.id))).toEqual([]);
    await t.ok(
      collection.addOrUpdateCollection,
      { objectType: 'tutor', objectId: tutorId, collect: '0' },
      { token: newcomer.token },
    );
    expect(await rows(student.id, 'tutor', tutorId)).toBe(before);
  });

  it('refuses to collect something that does not exist', async () => {
    const message = await t.fails(
      collection.addOrUpdateCollection,
      { objectType: 'course', objectId: '987654', collect: '1' },
      { token: newcomer.token },
    );
    expect(message).toBe('要收藏的内容不存在或已下架');
    expect(
      await t.fails(
        collection.addOrUpdateCollection,
        { objectType: 'order', objectId: '1', collect: '1' },
        { token: newcomer.token },
      ),
    ).toMatch(/^参数 objectType 取值应为 course、news、tutor 之一/);
  });

  it('asks an anonymous visitor to log in', async () => {
    const envelope = await t.call(collection.addOrUpdateCollection, {
      objectType: 'course',
      objectId: String(courseId),
      collect: '1',
    });
    expect(envelope.status).toBe(2);
    expect((await t.call(collection.findCollections, { objectType: 'course' })).status).toBe(2);
  });
});
