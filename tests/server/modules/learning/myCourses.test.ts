import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as learning from '../../../../contract/api/schemas/user/learning';
import { chapterClasses, chapters, courseEnrollments } from '../../../../server/src/platform/db/schema';
import { LESSON_VIDEO_SECONDS } from '../../../../server/src/platform/db/seed/data';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
}, 240_000);
afterAll(() => t?.close());

async function lessonIds(courseId: number) {
  const rows = await t.db
    .select({ id: chapterClasses.id })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapterClasses.sort));
  return rows.map((row) => row.id);
}

describe('my courses', () => {
  it('groups owned courses by subject with progress and continues from the lesson studied last', async () => {
    const buyer = await t.buyer();
    const empty = await t.ok(learning.myCourseCategory, {}, { token: buyer.token });
    expect(empty).toEqual({ continueLearning: null, subjects: [], recent: [] });

    const course = await t.course({ userId: buyer.id });
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: course.id, source: 'gift' });
    // Written past the API, as an operator would: the copy of the empty list goes when the notice arrives.
    await t.app.deps.userCache.caughtUp();
    const lessons = await lessonIds(course.id);
    const fresh = await t.ok(learning.myCourseCategory, {}, { token: buyer.token });
    expect(fresh.subjects.flatMap((s) => s.courses)).toEqual([
      expect.objectContaining({ courseId: course.id, progress: 0, finishedCount: 0, continueClassId: lessons[0] }),
    ]);

    await t.ok(learning.playPassageRecord, { classId: lessons[0]!, positionSec: LESSON_VIDEO_SECONDS }, { token: buyer.token });
    await t.ok(learning.playPassageRecord, { classId: lessons[1]!, positionSec: 5 }, { token: buyer.token });
    const studied = await t.ok(learning.myCourseCategory, {}, { token: buyer.token });
    const mine = studied.subjects.flatMap((s) => s.courses)[0]!;
    const started = studied.recent.find((item) => item.classId === lessons[1])!;
    expect(mine).toMatchObject({
      finishedCount: 1,
      // The finished lesson in full, the one just started by how far it was watched.
      progress: Math.round((100 + started.progress) / lessons.length),
      continueClassId: lessons[1],
    });
    expect(studied.continueLearning).toMatchObject({ classId: lessons[1], positionSec: 5, finished: false });
    expect(studied.recent.map((item) => item.classId)).toEqual([lessons[1], lessons[0]]);
  });

  it('shows one progress per course: the continue banner, the course card and the chapter page agree', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: course.id, source: 'gift' });
    const lessons = await lessonIds(course.id);
    // Two thirds into the first lesson: the lesson is 66 % watched, the course only a little.
    await t.ok(
      learning.playPassageRecord,
      { classId: lessons[0]!, positionSec: Math.round((LESSON_VIDEO_SECONDS * 2) / 3) },
      { token: buyer.token },
    );
    const mine = await t.ok(learning.myCourseCategory, {}, { token: buyer.token });
    const card = mine.subjects.flatMap((s) => s.courses).find((item) => item.courseId === course.id)!;
    const chapters = await t.ok(learning.findMyChapter, { courseId: course.id }, { token: buyer.token });
    expect(mine.continueLearning).toMatchObject({ courseId: course.id, progress: 66 });
    expect(mine.continueLearning?.courseProgress).toBe(card.progress);
    expect(chapters.course.progress).toBe(card.progress);
    expect(card.progress).toBe(Math.round(66 / lessons.length));
    expect(mine.recent[0]?.courseProgress).toBe(card.progress);
  });

  it('removes a lesson from recent learning but keeps its progress, and brings it back when played again', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: course.id, source: 'gift' });
    const [first] = await lessonIds(course.id);
    await t.ok(learning.playPassageRecord, { classId: first!, positionSec: 8 }, { token: buyer.token });

    await t.ok(learning.deleteRecentLearning, { classId: first! }, { token: buyer.token });
    expect((await t.ok(learning.myCourseCategory, {}, { token: buyer.token })).recent).toEqual([]);
    expect(await t.ok(learning.viewRecord, { classId: first! }, { token: buyer.token })).toMatchObject({ positionSec: 8 });
    expect((await t.ok(learning.myCourseCategory, {}, { token: buyer.token })).recent).toHaveLength(1);
    expect(await t.fails(learning.deleteRecentLearning, { classId: 999999 }, { token: buyer.token })).toBe(
      '最近学习中没有这个课时',
    );
  });

  it('lists chapters with each lesson watched, in progress or not started, and only trial lessons playable before buying', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const lessons = await lessonIds(course.id);
    const before = await t.ok(learning.findMyChapter, { courseId: course.id }, { token: buyer.token });
    expect(before.course.owned).toBe(false);
    const flat = before.chapters.flatMap((chapter) => chapter.lessons);
    expect(flat.map((lesson) => lesson.playable)).toEqual(flat.map((lesson) => lesson.isTrial));

    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId: course.id, source: 'gift' });
    await t.ok(learning.playPassageRecord, { classId: lessons[0]!, positionSec: LESSON_VIDEO_SECONDS }, { token: buyer.token });
    await t.ok(learning.playPassageRecord, { classId: lessons[1]!, positionSec: 3 }, { token: buyer.token });
    const after = await t.ok(learning.findMyChapter, { courseId: course.id }, { token: buyer.token });
    const states = after.chapters.flatMap((chapter) => chapter.lessons).map((lesson) => lesson.state);
    expect(states.slice(0, 3)).toEqual(['finished', 'inProgress', 'notStarted']);
    expect(after.course.owned).toBe(true);
    expect(await t.fails(learning.findMyChapter, { courseId: 999999 }, { token: buyer.token })).toBe('课程不存在或已下架');
  });
});
