import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as course from '../../../../contract/api/schemas/web/course';
import { courses, shortClips } from '../../../../server/src/platform/db/schema';
import { demoClips } from '../../../../server/src/platform/db/seed/data';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(() => t.close());

function fetchVideo(url: string, token?: string) {
  const headers: Record<string, string> = token ? { cookie: `${t.config.client.tokenName}=${token}` } : {};
  return t.app.inject({ method: 'GET', url, headers });
}

describe('short clips', () => {
  it('lists the seeded clips in feed order, each with its teacher and course', async () => {
    const viewer = await t.buyer();
    const feed = await t.ok(course.shortClips, { size: 50 }, { token: viewer.token });
    expect(feed.total).toBe(demoClips.length);
    expect(feed.list.map((clip) => clip.title)).toEqual(demoClips.map((clip) => clip.title));
    for (const clip of feed.list) {
      expect(clip.teacherName).not.toBe('');
      expect(clip.courseId).toEqual(expect.any(Number));
      expect(clip.courseTitle).not.toBe('');
      expect(clip.videoUrl).toMatch(/^\/api\/v1\/media\/video\/\d+\?u=\d+&e=\d+&s=/);
      expect(Date.parse(clip.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it('pages the feed', async () => {
    const viewer = await t.buyer();
    const first = await t.ok(course.shortClips, { page: 1, size: 4 }, { token: viewer.token });
    const second = await t.ok(course.shortClips, { page: 2, size: 4 }, { token: viewer.token });
    const beyond = await t.ok(course.shortClips, { page: 3, size: 4 }, { token: viewer.token });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(demoClips.length - 4);
    expect(new Set([...first.list, ...second.list].map((clip) => clip.id)).size).toBe(demoClips.length);
    expect(beyond).toMatchObject({ list: [], total: demoClips.length, page: 3 });
  });

  it('streams a clip only to the user its address was signed for', async () => {
    const viewer = await t.buyer();
    const stranger = await t.buyer();
    const [clip] = (await t.ok(course.shortClips, { size: 1 }, { token: viewer.token })).list;
    const mine = await fetchVideo(clip!.videoUrl, viewer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('video/mp4');
    expect((await fetchVideo(clip!.videoUrl, stranger.token)).statusCode).toBe(403);
    expect((await fetchVideo(clip!.videoUrl)).statusCode).toBe(403);
    expect((await fetchVideo(clip!.videoUrl.replace(/s=[^&]+/, 's=forged'), viewer.token)).statusCode).toBe(403);
  });

  it('leaves out unpublished clips and drops the link to an unpublished course', async () => {
    const viewer = await t.buyer();
    const [first, second] = (await t.ok(course.shortClips, { size: 2 }, { token: viewer.token })).list;
    await t.db.update(shortClips).set({ isPublished: false }).where(eq(shortClips.id, first!.id));
    await t.db.update(courses).set({ isPublished: false, status: 'draft' }).where(eq(courses.id, second!.courseId!));
    try {
      const feed = await t.ok(course.shortClips, { size: 50 }, { token: viewer.token });
      expect(feed.total).toBe(demoClips.length - 1);
      expect(feed.list[0]).toMatchObject({ id: second!.id, courseId: null, courseTitle: null });
    } finally {
      await t.db.update(shortClips).set({ isPublished: true }).where(eq(shortClips.id, first!.id));
      await t.db.update(courses).set({ isPublished: true, status: 'published' }).where(eq(courses.id, second!.courseId!));
    }
  });

  it('needs login and refuses bad paging with status 0', async () => {
    expect((await t.call(course.shortClips, {})).status).toBe(2);
    const viewer = await t.buyer();
    for (const bad of [{ page: 0 }, { page: 'two' }, { size: 51 }, { size: 1.5 }]) {
      expect((await t.call(course.shortClips, bad as never, { token: viewer.token })).status).toBe(0);
    }
  });
});
