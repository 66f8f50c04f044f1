import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseCategories, courses, grades, newsArticles, tutors } from '../../../server/src/platform/db/schema';
import { CACHE_TAGS } from '../../../server/src/platform/cache/cacheTags';
import { seasonSlide } from '../../../server/src/modules/site/site';
import { BANNER_SIZES, pictureSrcSet } from '../../../contract/page/pictureWidths';
import { createTestApp } from '../support/testApp';
import { noDatabase } from '../support/echo';
import { appServingPages, fakeDist, readHead } from './helpers';

const SITE = '学伴在线';
const SITE_DESCRIPTION = '学伴在线：面向中小学生的在线课程与学习辅导平台，提供同步课程、名师讲解、练习测评与学习报告。';

describe('page heads on the demo content', () => {
  const site = appServingPages();

  /** A page as served; one naming a record that does not exist is answered 404, the page itself still served. */
  async function page(url: string, headers: Record<string, string> = {}, status = 200) {
    const response = await site.t.app.inject({ method: 'GET', url, headers: { host: 'xueban.test', ...headers } });
    expect(response.statusCode, url).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body, url).toContain('<div id="root">');
    return { head: readHead(response.body), body: response.body };
  }

  it('gives /home the title the browser shows, the site description and a complete share card', async () => {
    const { head } = await page('/home');
    expect(head.title).toBe('首页');
    expect(head.titles).toBe(1);
    expect(head.titleLocation).toBeNull();
    expect(head.description).toBe(SITE_DESCRIPTION);
    expect(head.descriptions).toBe(1);
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe('http://xueban.test/home');
    expect(head.og('og:title')).toBe(`首页 - ${SITE}`);
    expect(head.og('og:description')).toBe(SITE_DESCRIPTION);
    expect(head.og('og:type')).toBe('website');
    expect(head.og('og:url')).toBe('http://xueban.test/home');
    expect(head.og('og:image')).toBe('http://xueban.test/share-card.jpg');
    expect(head.og('og:site_name')).toBe(SITE);
    expect(head.og('og:locale')).toBe('zh_CN');
    expect(head.twitterCard).toBe('summary_large_image');
  });

  it('gives each public page its own title and description', async () => {
    const news = (await page('/news')).head;
    expect(news.title).toBe('新闻资讯');
    expect(news.description).toMatch(/资讯/);
    expect(news.description).not.toBe(SITE_DESCRIPTION);
    const manual = (await page('/manual/highSchool')).head;
    expect(manual.title).toBe('高中学习手册');
    expect(manual.canonical).toBe('http://xueban.test/manual/highSchool');
    const mobile = (await page('/m/course')).head;
    expect(mobile.title).toBe('课程体系');
    expect(mobile.canonical).toBe('http://xueban.test/m/course');
  });

  it('moves an address the route table sends on with a 301 to the page it lands on, and a phone with a 302 to its twin', async () => {
    const ask = (url: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0') =>
      site.t.app.inject({ method: 'GET', url, headers: { host: 'xueban.test', 'user-agent': userAgent } });
    const about = await ask('/about');
    expect(about.statusCode).toBe(301);
    expect(about.headers.location).toBe('/about/cooperation');
    expect((await page('/about/cooperation')).head.title).toBe('合作共赢');
    const root = await ask('/?shareId=s1');
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/home?shareId=s1');
    const phone = await ask(
      '/course?gradeId=3',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    );
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe('/m/course?gradeId=3');
    expect(phone.headers.vary).toMatch(/User-Agent/i);
  });

  it('matches paths as the browser does, naming the canonical spelling', async () => {
    const { head } = await page('/ABOUT/Contact-Us/?from=footer');
    expect(head.title).toBe('联系我们');
    expect(head.canonical).toBe('http://xueban.test/about/contact-us');
  });

  it('names a course page after the course: title, grade, subject, subtitle and cover', async () => {
    const [course] = await site.t.db
      .select({
        id: courses.id,
        title: courses.title,
        subtitle: courses.subtitle,
        coverUrl: courses.coverUrl,
        grade: grades.name,
        subject: courseCategories.name,
      })
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .innerJoin(grades, eq(grades.id, courses.gradeId))
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.id))
      .limit(1);
    await site.t.db.update(courses).set({ coverUrl: '/assets/covers/photo.jpg' }).where(eq(courses.id, course!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    try {
      const url = `/course/chapter?courseId=${course!.id}`;
      const { head } = await page(url);
      expect(head.title).toBe(course!.title);
      expect(head.titleLocation).toBe(url);
      expect(head.og('og:title')).toBe(course!.title);
      expect(head.description).toBe(`${course!.grade} · ${course!.subject} · ${course!.subtitle}`);
      expect(head.og('og:description')).toBe(head.description);
      expect(head.og('og:image')).toBe('http://xueban.test/assets/covers/photo.jpg');
      expect(head.canonical).toBe(`http://xueban.test${url}`);
      expect(head.og('og:url')).toBe(`http://xueban.test${url}`);
      expect(head.og('og:type')).toBe('website');
      expect(head.robots).toBeNull();
    } finally {
      await site.t.db.update(courses).set({ coverUrl: course!.coverUrl }).where(eq(courses.id, course!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    }
  });

  it('shares the site picture for a record whose picture is an SVG, which share cards do not draw', async () => {
    const [course] = await site.t.db.select({ id: courses.id, coverUrl: courses.coverUrl }).from(courses).limit(1);
    await site.t.db.update(courses).set({ coverUrl: '/assets/covers/drawing.svg' }).where(eq(courses.id, course!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    try {
      const { head } = await page(`/course/chapter?courseId=${course!.id}`);
      expect(head.og('og:image')).toBe('http://xueban.test/share-card.jpg');
    } finally {
      await site.t.db.update(courses).set({ coverUrl: course!.coverUrl }).where(eq(courses.id, course!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    }
  });

  it('shares a demo course by its own WebP cover', async () => {
    const [course] = await site.t.db.select({ id: courses.id, coverUrl: courses.coverUrl }).from(courses).limit(1);
    expect(course!.coverUrl).toMatch(/^\/assets\/covers\/.+\.webp$/);
    const { head } = await page(`/course/chapter?courseId=${course!.id}`);
    expect(head.og('og:image')).toBe(`http://xueban.test${course!.coverUrl}`);
  });

  it("asks at once for the picture a page opens with: the season's banner, a course cover, an article cover", async () => {
    // The carousel opens on the slide of the season of the day, which the server puts before the stored ones.
    const { imageUrl } = seasonSlide(site.t.app.deps.now());
    expect((await page('/home')).head.preloadedImages).toEqual([imageUrl]);
    expect((await page('/m/home')).head.preloadedImages).toEqual([imageUrl]);
    // The banner is drawn at the width it is shown: the preload names the carousel's own candidates.
    expect((await page('/m/home')).head.preloadedCandidates).toEqual([{ srcSet: pictureSrcSet(imageUrl), sizes: BANNER_SIZES }]);
    const [course] = await site.t.db
      .select({ id: courses.id, coverUrl: courses.coverUrl })
      .from(courses)
      .orderBy(asc(courses.id))
      .limit(1);
    expect((await page(`/course/chapter?courseId=${course!.id}`)).head.preloadedImages).toEqual([course!.coverUrl]);
    expect((await page(`/course/chapter?courseId=${course!.id}`)).head.preloadedCandidates).toEqual([]);
    const [article] = await site.t.db
      .select({ id: newsArticles.id, coverUrl: newsArticles.coverUrl })
      .from(newsArticles)
      .orderBy(asc(newsArticles.id))
      .limit(1);
    expect((await page(`/news/detail?id=${article!.id}`)).head.preloadedImages).toEqual([article!.coverUrl]);
    // Pages without a lead picture, and a detail whose record is missing, ask for none.
    expect((await page('/news')).head.preloadedImages).toEqual([]);
    expect((await page('/course/chapter?courseId=999999', {}, 404)).head.preloadedImages).toEqual([]);
  });

  it("keeps only the id in a detail page's canonical address", async () => {
    const [course] = await site.t.db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1);
    const { head } = await page(`/course/chapter?shareId=abc&courseId=0${course!.id}`);
    expect(head.canonical).toBe(`http://xueban.test/course/chapter?courseId=${course!.id}`);
  });

  it('names a news article page after the article, as an article with its publication time', async () => {
    const [article] = await site.t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    await site.t.db
      .update(newsArticles)
      .set({ coverUrl: 'https://cdn.xueban.example/news/cover.png' })
      .where(eq(newsArticles.id, article!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.news);
    try {
      const { head } = await page(`/news/detail?id=${article!.id}`);
      expect(head.title).toBe(article!.title);
      expect(head.og('og:title')).toBe(article!.title);
      expect(head.description!.slice(0, 30)).toBe(article!.summary.slice(0, 30));
      expect(head.og('og:type')).toBe('article');
      expect(head.og('article:published_time')).toBe(article!.publishedAt.toISOString());
      expect(head.og('og:image')).toBe('https://cdn.xueban.example/news/cover.png');
    } finally {
      await site.t.db.update(newsArticles).set({ coverUrl: article!.coverUrl }).where(eq(newsArticles.id, article!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.news);
    }
  });

  it('counts one view for an article page: in its HTML for an anonymous visit, else by the page itself', async () => {
    const [before] = await site.t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    const views = async () =>
      (await site.t.db.select({ views: newsArticles.views }).from(newsArticles).where(eq(newsArticles.id, before!.id)))[0]!.views;
    site.t.app.deps.cache.clear();
    // Anonymous: the HTML carries the article (the page does not ask again), and that read is the view.
    await page(`/news/detail?id=${before!.id}`);
    expect(await views()).toBe(before!.views + 1);
    // Signed in: no answers in the HTML, and naming the page in its head counts nothing; the page's own call will.
    await page(`/news/detail?id=${before!.id}`, { cookie: 'xueban_token=anything' });
    expect(await views()).toBe(before!.views + 1);
  });

  it('keeps an article that is not yet due out of its page head', async () => {
    const [article] = await site.t.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    await site.t.db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(newsArticles.id, article!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.news);
    try {
      const { head, body } = await page(`/news/detail?id=${article!.id}`, {}, 404);
      expect(head.title).toBe('资讯详情');
      expect(body).not.toContain(article!.title);
      expect(head.robots).toBe('noindex');
    } finally {
      await site.t.db.update(newsArticles).set({ publishedAt: article!.publishedAt }).where(eq(newsArticles.id, article!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.news);
    }
  });

  it('names a tutor page after the tutor: name, school, intro and photo', async () => {
    const [tutor] = await site.t.db.select().from(tutors).orderBy(asc(tutors.id)).limit(1);
    await site.t.db.update(tutors).set({ photoUrl: '/assets/avatars/photo.webp' }).where(eq(tutors.id, tutor!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.tutors);
    try {
      const { head } = await page(`/smarter/detail?id=${tutor!.id}`);
      expect(head.title).toBe(tutor!.name);
      expect(head.description).toMatch(new RegExp(`^${tutor!.school} · `));
      expect(head.description).toContain(tutor!.intro.slice(0, 20));
      expect(Array.from(head.description!).length).toBeLessThanOrEqual(120);
      expect(head.og('og:image')).toBe('http://xueban.test/assets/avatars/photo.webp');
    } finally {
      await site.t.db.update(tutors).set({ photoUrl: tutor!.photoUrl }).where(eq(tutors.id, tutor!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.tutors);
    }
  });

  it.each(['abc', '%00', '-1', '99999999', '0', '1e3', '12345678901', ''])(
    "answers courseId=%s with the route's generic tags, kept out of the index, and the page itself",
    async (courseId) => {
      const { head } = await page(`/course/chapter?courseId=${courseId}`, {}, 404);
      expect(head.title).toBe('课程章节');
      expect(head.titleLocation).toBeNull();
      expect(head.description).toBe('学伴在线课程的章节目录、试看课时与学员评价。');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeNull();
      expect(head.og('og:url')).toBe('http://xueban.test/course/chapter');
    },
  );

  it("answers unknown news and tutor ids 404, with their routes' generic tags", async () => {
    expect((await page('/news/detail?id=99999999', {}, 404)).head.title).toBe('资讯详情');
    expect((await page('/smarter/detail?id=%00', {}, 404)).head.title).toBe('学霸详情');
    expect((await page('/smarter/detail', {}, 404)).head.robots).toBe('noindex');
  });

  it("escapes markup in a record's title and description", async () => {
    const [course] = await site.t.db.select().from(courses).orderBy(asc(courses.id)).limit(1);
    const title = '<script>alert("标题")</script> & \'引号\'';
    const subtitle = '"><img src=x onerror=alert(1)> 副标题';
    await site.t.db.update(courses).set({ title, subtitle }).where(eq(courses.id, course!.id));
    site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    try {
      const { head, body } = await page(`/course/chapter?courseId=${course!.id}`);
      expect(body).not.toContain('<script>alert');
      expect(body).not.toContain('<img src=x');
      expect(body).toContain('&lt;script&gt;alert(&quot;标题&quot;)&lt;/script&gt; &amp; &#39;引号&#39;');
      expect(head.title).toBe(title);
      expect(head.og('og:title')).toBe(title);
      expect(head.description).toContain(subtitle);
    } finally {
      await site.t.db.update(courses).set({ title: course!.title, subtitle: course!.subtitle }).where(eq(courses.id, course!.id));
      site.t.app.deps.cache.invalidate(CACHE_TAGS.catalog);
    }
  });

  it('keeps pages behind a login, campaign and evaluation pages out of the index, with their titles', async () => {
    for (const [url, title] of [
      ['/personal/order', '我的订单'],
      ['/course/purchase?courseId=1', '购买课程'],
      ['/m/order/success', '支付结果'],
      ['/e/report', '测评报告'],
      ['/freeCourse/home', '免费试看课'],
      ['/search?keyWord=数学', '搜索结果'],
    ] as const) {
      const { head } = await page(encodeURI(url));
      expect(head.title, url).toBe(title);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeNull();
    }
  });

  it('gives an unknown address the site title, kept out of the index', async () => {
    const { head } = await page('/no-such-page');
    expect(head.title).toBe(SITE);
    expect(head.robots).toBe('noindex');
    expect(head.og('og:url')).toBeNull();
  });

  it('follows the forwarded host and protocol only when the proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.xueban.example' };
    expect((await page('/home', forwarded)).head.canonical).toBe('http://xueban.test/home');
    const trusting = await createTestApp({ db: site.t.db, env: { TRUST_PROXY: 'true' }, build: { distDir: site.distDir } });
    try {
      const response = await trusting.app.inject({
        method: 'GET',
        url: '/home',
        headers: { host: 'internal:8080', ...forwarded },
      });
      expect(readHead(response.body).canonical).toBe('https://www.xueban.example/home');
    } finally {
      await trusting.close();
    }
  });

  it('uses WEB_BASE_URL for every absolute address, whatever host the request names', async () => {
    const configured = await createTestApp({
      db: site.t.db,
      env: { WEB_BASE_URL: 'https://www.xueban.example/' },
      build: { distDir: site.distDir },
    });
    try {
      const [article] = await site.t.db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
      const response = await configured.app.inject({
        method: 'GET',
        url: `/news/detail?id=${article!.id}`,
        headers: { host: 'other.test' },
      });
      const head = readHead(response.body);
      expect(head.canonical).toBe(`https://www.xueban.example/news/detail?id=${article!.id}`);
      expect(head.og('og:url')).toBe(head.canonical);
      expect(head.og('og:image')).toMatch(/^https:\/\/www\.xueban\.example\//);
      const robots = await configured.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'other.test' } });
      expect(robots.body).toContain('Sitemap: https://www.xueban.example/sitemap.xml');
    } finally {
      await configured.close();
    }
  });

  it('writes no absolute address from a malformed Host header', async () => {
    const response = await site.t.app.inject({ method: 'GET', url: '/home', headers: { host: 'evil"><script>x' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil');
    expect(readHead(response.body).canonical).toBeNull();
    expect(readHead(response.body).title).toBe('首页');
  });
});

describe('page heads when the database fails', () => {
  it("answers a detail page with the route's tags and status 200, never a server error", async () => {
    const dist = await fakeDist();
    const t = await createTestApp({ db: noDatabase, build: { distDir: dist.dir } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/course/chapter?courseId=3' });
      expect(response.statusCode).toBe(200);
      expect(readHead(response.body).title).toBe('课程章节');
      expect(readHead(response.body).robots).toBe('noindex');
      expect((await t.app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await dist.cleanup();
    }
  });
});
