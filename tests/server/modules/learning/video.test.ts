import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as course from '../../../../contract/api/schemas/web/course';
import * as learning from '../../../../contract/api/schemas/user/learning';
import {
  chapterClasses,
  chapters,
  courseEnrollments,
  courses,
  learningRecords,
  videos,
} from '../../../../server/src/platform/db/schema';
import { LESSON_VIDEO_SECONDS } from '../../../../server/src/platform/db/seed/data';
import { CLASS_NOT_FOUND, PURCHASE_REQUIRED } from '../../../../server/src/modules/catalog/courses';
import { MAX_PLAYED_PER_SAVE, NO_VIDEO } from '../../../../server/src/modules/learning/lessonProgress';
import { parseRange } from '../../../../server/src/modules/learning/routes/videoStream';
import {
  type Buyer,
  type CommerceApp,
  createCommerceApp,
  payInSandbox,
  placeOrder,
  startSandboxPayment,
} from '../commerce/harness';

const MEDIA_DIR = resolve(__dirname, '../../../../server/media/video');

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(() => t.close());

async function lessonsOf(courseId: number) {
  return t.db
    .select({ id: chapterClasses.id, isTrial: chapterClasses.isTrial, videoId: chapterClasses.videoId })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapterClasses.sort));
}

async function enrol(buyer: Buyer, courseId: number) {
  await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId, source: 'gift' });
}

/** A buyer who owns a paid course, and that course's lessons. */
async function ownerWithLessons() {
  const buyer = await t.buyer();
  const owned = await t.course({ userId: buyer.id });
  await enrol(buyer, owned.id);
  return { buyer, lessons: await lessonsOf(owned.id) };
}

function fetchVideo(url: string, options: { token?: string; range?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.cookie = `other=1; ${t.config.client.tokenName}=${options.token}`;
  if (options.range) headers.range = options.range;
  return t.app.inject({ method: 'GET', url, headers });
}

async function signedUrlFor(buyer: Buyer, classId: number) {
  return (await t.ok(course.studyCourseVideo, { classId }, { token: buyer.token })).videoUrl;
}

function withQuery(url: string, change: (query: URLSearchParams) => void) {
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  change(query);
  return `${path}?${query.toString()}`;
}

describe('signed lesson video addresses', () => {
  it('stream the lesson file to the user they were signed for, whole or by byte range', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const lesson = lessons.find((row) => !row.isTrial)!;
    const url = await signedUrlFor(buyer, lesson.id);
    const [video] = await t.db.select().from(videos).where(eq(videos.id, lesson.videoId!));
    const file = readFileSync(join(MEDIA_DIR, video!.url));

    const whole = await fetchVideo(url, { token: buyer.token });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(file)).toBe(true);

    const part = await fetchVideo(url, { token: buyer.token, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);

    const tail = await fetchVideo(url, { token: buyer.token, range: 'bytes=-50' });
    expect(tail.rawPayload.equals(file.subarray(file.length - 50))).toBe(true);

    const beyond = await fetchVideo(url, { token: buyer.token, range: `bytes=${file.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.rawPayload.length).toBe(0);
  });

  it('refuse with 403 and no bytes when unsigned, tampered, expired, without a session or for another account', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const url = await signedUrlFor(buyer, lessons[1]!.id);
    const stranger = await t.buyer();
    const path = url.split('?')[0]!;
    const otherVideo = lessons.find((row) => row.videoId !== lessons[1]!.videoId)!.videoId!;

    const refused = [
      await fetchVideo(path, { token: buyer.token }),
      await fetchVideo(
        withQuery(url, (q) => q.set('s', `${q.get('s')!.slice(0, -2)}AA`)),
        { token: buyer.token },
      ),
      await fetchVideo(
        withQuery(url, (q) => q.set('e', String(Number(q.get('e')) + 3600))),
        { token: buyer.token },
      ),
      await fetchVideo(
        withQuery(url, (q) => q.set('u', String(stranger.id))),
        { token: stranger.token },
      ),
      await fetchVideo(url.replace(/\/video\/\d+/, `/video/${otherVideo}`), { token: buyer.token }),
      await fetchVideo(url),
      await fetchVideo(url, { token: stranger.token }),
      await fetchVideo(url, { token: 'not-a-real-session-token' }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.rawPayload.length).toBe(0);
    }
    expect((await fetchVideo(url, { token: buyer.token })).statusCode).toBe(200);
  });

  it('stop working once their lifetime has passed, and a renewed address works again', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const url = await signedUrlFor(buyer, lessons[0]!.id);
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + (t.config.video.urlTtlSeconds + 1) * 1000);
      const expired = await fetchVideo(url, { token: buyer.token, range: 'bytes=0-10' });
      expect(expired.statusCode).toBe(403);
      expect(expired.rawPayload.length).toBe(0);

      const renewed = await t.ok(learning.otherAuthentication, { classId: lessons[0]!.id }, { token: buyer.token });
      expect(renewed.videoUrl).not.toBe(url);
      expect((await fetchVideo(renewed.videoUrl, { token: buyer.token, range: 'bytes=0-10' })).statusCode).toBe(206);
    } finally {
      t.clock.now = started;
    }
  });

  it('are given for a course not bought only for its free trial lesson', async () => {
    const buyer = await t.buyer();
    const notOwned = await t.course({ userId: buyer.id });
    const lessons = await lessonsOf(notOwned.id);
    const trial = lessons.find((row) => row.isTrial)!;
    const locked = lessons.find((row) => !row.isTrial)!;

    expect((await fetchVideo(await signedUrlFor(buyer, trial.id), { token: buyer.token })).statusCode).toBe(200);
    expect(await t.fails(course.studyCourseVideo, { classId: locked.id }, { token: buyer.token })).toBe(PURCHASE_REQUIRED);
    expect(await t.fails(learning.otherAuthentication, { classId: locked.id }, { token: buyer.token })).toBe(PURCHASE_REQUIRED);
    expect(await t.fails(learning.playPassageRecord, { classId: locked.id, positionSec: 5 }, { token: buyer.token })).toBe(
      PURCHASE_REQUIRED,
    );
  });

  it('are given for every lesson once a paid order unlocks the course', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ userId: buyer.id, skip: 1 });
    const locked = (await lessonsOf(target.id)).find((row) => !row.isTrial)!;
    expect(await t.fails(course.studyCourseVideo, { classId: locked.id }, { token: buyer.token })).toBe(PURCHASE_REQUIRED);

    const order = await placeOrder(t, buyer, target.id);
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo: order.orderNo });
    await payInSandbox(t, tradeNo);

    const url = await signedUrlFor(buyer, locked.id);
    expect((await fetchVideo(url, { token: buyer.token, range: 'bytes=0-1' })).statusCode).toBe(206);
  });
});

describe('lesson progress', () => {
  it('resumes where the last save left off and records the lesson in recent learning', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const classId = lessons[1]!.id;
    expect(await t.ok(learning.viewRecord, { classId }, { token: buyer.token })).toMatchObject({
      positionSec: 0,
      finished: false,
    });

    const saved = await t.ok(learning.playPassageRecord, { classId, positionSec: 10.4, playedSec: 10 }, { token: buyer.token });
    expect(saved).toMatchObject({ positionSec: 10, watchedSec: 10, progress: Math.floor((10 / LESSON_VIDEO_SECONDS) * 100) });

    const reopened = await t.ok(course.studyCourseVideo, { classId }, { token: buyer.token });
    expect(reopened).toMatchObject({ positionSec: 10, finished: false, watchedSec: 10 });
  });

  it('keeps the furthest position when two tabs save out of order or at once, and adds up the watched time', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const classId = lessons[2]!.id;
    await t.ok(learning.playPassageRecord, { classId, positionSec: 12, playedSec: 5 }, { token: buyer.token });
    await t.ok(learning.playPassageRecord, { classId, positionSec: 4, playedSec: 5 }, { token: buyer.token });
    await Promise.all(
      [6, 15, 9, 3].map((positionSec) =>
        t.ok(learning.playPassageRecord, { classId, positionSec, playedSec: 2 }, { token: buyer.token }),
      ),
    );
    const [record] = await t.db
      .select()
      .from(learningRecords)
      .where(and(eq(learningRecords.userId, buyer.id), eq(learningRecords.classId, classId)));
    expect(record).toMatchObject({ positionSec: 15, watchedSec: 18 });
  });

  it('marks a lesson finished at 90 % and starts a finished lesson again from the beginning', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const classId = lessons[0]!.id;
    const justBelow = Math.ceil(LESSON_VIDEO_SECONDS * 0.9) - 1;
    expect(await t.ok(learning.playPassageRecord, { classId, positionSec: justBelow }, { token: buyer.token })).toMatchObject({
      finished: false,
    });
    const atNinety = Math.ceil(LESSON_VIDEO_SECONDS * 0.9);
    expect(await t.ok(learning.playPassageRecord, { classId, positionSec: atNinety }, { token: buyer.token })).toMatchObject({
      finished: true,
    });
    expect(await t.ok(course.studyCourseVideo, { classId }, { token: buyer.token })).toMatchObject({
      finished: true,
      positionSec: 0,
    });
  });

  it('caps a save at the video length and the watched time added per save', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const saved = await t.ok(
      learning.playPassageRecord,
      { classId: lessons[0]!.id, positionSec: 9999, playedSec: 9999 },
      { token: buyer.token },
    );
    expect(saved).toMatchObject({
      positionSec: LESSON_VIDEO_SECONDS,
      watchedSec: MAX_PLAYED_PER_SAVE,
      progress: 100,
      finished: true,
    });
  });

  it('works out the progress from whole seconds, so 29 s of a 100 s video is 29 %', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const [video] = await t.db
      .insert(videos)
      .values({ title: '百秒视频', url: '/media/video/lesson-1.mp4', durationSec: 100 })
      .returning({ id: videos.id });
    const classId = lessons[0]!.id;
    await t.db.update(chapterClasses).set({ videoId: video!.id }).where(eq(chapterClasses.id, classId));
    // 29 / 100 * 100 is 28.999999999999996 in floating point.
    expect(await t.ok(learning.playPassageRecord, { classId, positionSec: 29 }, { token: buyer.token })).toMatchObject({
      positionSec: 29,
      progress: 29,
      finished: false,
    });
  });

  it('says why a save is refused: no such lesson, a course taken down, a lesson without a video', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const save = (classId: number) => t.fails(learning.playPassageRecord, { classId, positionSec: 5 }, { token: buyer.token });
    expect(await save(987654)).toBe(CLASS_NOT_FOUND);

    const [withoutVideo, ofHiddenCourse] = [lessons[1]!.id, lessons[2]!.id];
    await t.db.update(chapterClasses).set({ videoId: null }).where(eq(chapterClasses.id, withoutVideo));
    expect(await save(withoutVideo)).toBe(NO_VIDEO);

    const [hidden] = await t.db
      .select({ courseId: chapters.courseId })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapterClasses.id, ofHiddenCourse));
    await t.db.update(courses).set({ isPublished: false, status: 'draft' }).where(eq(courses.id, hidden!.courseId));
    expect(await save(ofHiddenCourse)).toBe(CLASS_NOT_FOUND);
    const saved = await t.db.select().from(learningRecords).where(eq(learningRecords.userId, buyer.id));
    expect(saved).toEqual([]);
  });

  it('answers bad progress input with a status 0 message', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const classId = lessons[0]!.id;
    for (const positionSec of ['-1', 'abc', '']) {
      const answer = await t.call(learning.playPassageRecord, { classId, positionSec }, { token: buyer.token });
      expect(answer.status).toBe(0);
      expect(answer.message).toMatch(/positionSec/);
    }
    expect((await t.call(learning.playPassageRecord, { classId: 'x', positionSec: 1 }, { token: buyer.token })).status).toBe(0);
  });

  it('accepts a closing page beacon that carries the session cookie instead of a header, on the progress call only', async () => {
    const { buyer, lessons } = await ownerWithLessons();
    const beacon = (path: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: `classId=${lessons[0]!.id}&positionSec=7&playedSec=3`,
      });
    const cookie = `${t.config.client.tokenName}=${buyer.token}`;
    const saved = (await beacon(learning.playPassageRecord.path, cookie)).json();
    expect(saved).toMatchObject({ status: 1, appData: { positionSec: 7 } });
    expect((await beacon(learning.viewRecord.path, cookie)).json()).toMatchObject({ status: 2 });
    expect((await beacon(learning.playPassageRecord.path, `${t.config.client.tokenName}=forged`)).json()).toMatchObject({
      status: 4,
    });
  });
});

describe('byte ranges', () => {
  it('reads single ranges and rejects those outside the file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
