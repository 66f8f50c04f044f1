import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, newsArticles, tutors } from '../../../server/src/platform/db/schema';
import { CACHE_TAGS } from '../../../server/src/platform/cache/cacheTags';
import { createTestApp, type TestApp } from '../support/testApp';
import { parseXml } from './helpers';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;

  beforeAll(async () => {
    // No built SPA: crawler files do not depend on it.
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, host = 'xueban.test') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('opens the site to crawlers but the personal area, the API, evaluation, players, purchases and shared orders', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed.sort()).toEqual(
      ['/personal/', '/api/', '/e/', '/video', '/small-video', '/course/purchase', '/order-detail-share', '/m/order'].sort(),
    );
    expect(disallowed.some((rule) => '/home'.startsWith(rule) || '/course/chapter'.startsWith(rule))).toBe(false);
    expect(lines).toContain('Sitemap: http://xueban.test/sitemap.xml');
  });

  it('lists the public pages and every course, article and tutor in a well-formed sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/home', '/course', '/news', '/smarter', '/about/contact-us', '/m/home', '/manual/middleSchool']) {
      expect(locs, path).toContain(`http://xueban.test${path}`);
    }
    expect(
      locs.filter((loc) => /\/(personal|e|video|search|m\/order)\b|purchase|order-detail-share|\/freeCourse\//.test(loc)),
    ).toEqual([]);
    expect(locs).not.toContain('http://xueban.test/course/chapter');

    const [course] = await t.db.select().from(courses).where(eq(courses.isPublished, true)).orderBy(asc(courses.id)).limit(1);
    const [article] = await t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    const [tutor] = await t.db.select().from(tutors).orderBy(asc(tutors.id)).limit(1);
    const courseEntry = urls.find((url) => url.loc === `http://xueban.test/course/chapter?courseId=${course!.id}`);
    expect(courseEntry?.lastmod).toBe(course!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(locs).toContain(`http://xueban.test/news/detail?id=${article!.id}`);
    expect(locs).toContain(`http://xueban.test/smarter/detail?id=${tutor!.id}`);
    expect(locs.filter((loc) => loc.includes('/course/chapter?')).length).toBe(
      await t.db.$count(courses, eq(courses.isPublished, true)),
    );
    expect(locs.filter((loc) => loc.includes('/smarter/detail?')).length).toBe(await t.db.$count(tutors));
    for (const url of urls.filter((entry) => entry.loc.includes('?'))) {
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it('leaves unpublished courses and articles that are not yet due out of the sitemap', async () => {
    const [course] = await t.db.select().from(courses).orderBy(asc(courses.id)).limit(1);
    const [article] = await t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    await t.db.update(courses).set({ isPublished: false, status: 'draft' }).where(eq(courses.id, course!.id));
    await t.db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(newsArticles.id, article!.id));
    t.app.deps.cache.invalidate(CACHE_TAGS.catalog, CACHE_TAGS.news);
    try {
      const body = (await get('/sitemap.xml')).body;
      expect(body).not.toContain(`/course/chapter?courseId=${course!.id}<`);
      expect(body).not.toContain(`/news/detail?id=${article!.id}<`);
    } finally {
      await t.db.update(courses).set({ isPublished: true, status: 'published' }).where(eq(courses.id, course!.id));
      await t.db.update(newsArticles).set({ publishedAt: article!.publishedAt }).where(eq(newsArticles.id, article!.id));
      t.app.deps.cache.invalidate(CACHE_TAGS.catalog, CACHE_TAGS.news);
    }
  });

  it('serves the share picture the page heads name', async () => {
    const response = await get('/share-card.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses to write a sitemap for a malformed Host header', async () => {
    const response = await get('/sitemap.xml', 'bad host');
    expect(response.statusCode).toBe(400);
  });
});
