import { asc, eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { courses, newsArticles } from '../../../server/src/platform/db/schema';
import * as web from '../../../contract/api/schemas/web';
import { appServingPages } from './helpers';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html?: string) => { window: { document: Document } };
};

/** The answers a served page carries, by call path and form, or null without the block. */
function answersIn(html: string): Record<string, { status: number; appData: unknown }> | null {
  const block = new JSDOM(html).window.document.getElementById('opening-answers');
  return block ? (JSON.parse(block.textContent ?? '') as Record<string, { status: number; appData: unknown }>) : null;
}

describe("the answers a page's first screen finds in its HTML", () => {
  const site = appServingPages();

  const page = async (url: string, headers: Record<string, string> = {}) =>
    (await site.t.app.inject({ method: 'GET', url, headers: { host: 'xueban.test', ...headers } })).body;

  it('answers /home with the banners, the basic data and the headline shelf, as the API answers them', async () => {
    const answers = answersIn(await page('/home'));
    expect(Object.keys(answers ?? {}).sort()).toEqual([
      `${web.common.getBasicData.path} `,
      `${web.course.findHeadlineCourses.path} size=4`,
      `${web.site.findBanners.path} `,
    ]);
    expect(answers![`${web.site.findBanners.path} `]).toEqual(await site.t.call(web.site.findBanners));
    expect(answers![`${web.course.findHeadlineCourses.path} size=4`]).toEqual(
      await site.t.call(web.course.findHeadlineCourses, { size: 4 }),
    );
  });

  it("answers a course page with that course's detail, outline, first chapter's lessons and description", async () => {
    const [course] = await site.t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.id))
      .limit(1);
    const answers = answersIn(await page(`/course/chapter?courseId=${course!.id}`));
    const key = (path: string) => `${path} courseId=${course!.id}`;
    expect(answers![key(web.course.findCourseById.path)]).toEqual(
      await site.t.call(web.course.findCourseById, { courseId: course!.id }),
    );
    expect(answers![key(web.course.findCourseChapters.path)]?.status).toBe(1);
    expect(answers![key(web.course.findCourseInformation.path)]?.status).toBe(1);
    const outline = answers![key(web.course.findCourseChapters.path)] as { appData: { list: { id: number }[] } };
    const first = outline.appData.list[0]!.id;
    expect(answers![`${web.course.findChapterClasses.path} chapterId=${first}`]).toEqual(
      await site.t.call(web.course.findChapterClasses, { chapterId: first }),
    );
  });

  it('answers an article page with the article and the headline courses, counting the visit as one read', async () => {
    const [article] = await site.t.db
      .select({ id: newsArticles.id, title: newsArticles.title, views: newsArticles.views })
      .from(newsArticles)
      .orderBy(asc(newsArticles.id))
      .limit(1);
    const answers = answersIn(await page(`/news/detail?id=${article!.id}`));
    const answer = answers![`${web.information.articleDetails.path} id=${article!.id}`] as {
      status: number;
      appData: { title: string };
    };
    expect(answer.status).toBe(1);
    expect(answer.appData.title).toBe(article!.title);
    expect(answers![`${web.course.findHeadlineCourses.path} size=4`]?.status).toBe(1);
    const [after] = await site.t.db
      .select({ views: newsArticles.views })
      .from(newsArticles)
      .where(eq(newsArticles.id, article!.id));
    expect(after!.views).toBe(article!.views + 1);
  });

  it('answers the unfiltered course system with its first page, and a filtered one with the basic data only', async () => {
    expect(Object.keys(answersIn(await page('/m/course')) ?? {})).toContain(
      `${web.course.findCoursesByCategory.path} page=1&size=10`,
    );
    expect(Object.keys(answersIn(await page('/course')) ?? {})).toContain(
      `${web.course.findCoursesByCategory.path} page=1&size=12`,
    );
    expect(Object.keys(answersIn(await page('/course?stage=junior')) ?? {})).toEqual([`${web.common.getBasicData.path} `]);
  });

  it("preloads the covers of the course system's first row, which the first screen opens with", async () => {
    const preloaded = (html: string) =>
      [...new JSDOM(html).window.document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
        link.getAttribute('href'),
      );
    const firstPage = async (size: number) =>
      ((await site.t.call(web.course.findCoursesByCategory, { page: 1, size })).appData as { list: { coverUrl: string }[] }).list;

    const phoneRow = (await firstPage(10)).slice(0, 2).map((course) => course.coverUrl);
    expect(phoneRow).toHaveLength(2);
    expect(preloaded(await page('/m/course'))).toEqual(phoneRow);
    const desktopRow = (await firstPage(12)).slice(0, 4).map((course) => course.coverUrl);
    expect(desktopRow).toHaveLength(4);
    expect(preloaded(await page('/course'))).toEqual(desktopRow);
    // Filtered, the list is not in the HTML, and neither are its covers.
    expect(preloaded(await page('/course?stage=junior'))).toEqual([]);
  });

  it('leaves out what fails and carries nothing for pages without opening calls or records', async () => {
    expect(answersIn(await page('/faq/table'))).toBeNull();
    expect(answersIn(await page('/course/chapter?courseId=abc'))).toBeNull();
    // A course that does not exist answers status 0: the browser asks again and shows its own not-found view.
    expect(answersIn(await page('/course/chapter?courseId=999999'))).toBeNull();
    // An article that does not exist: the headline courses alone.
    expect(Object.keys(answersIn(await page('/news/detail?id=999999')) ?? {})).toEqual([
      `${web.course.findHeadlineCourses.path} size=4`,
    ]);
  });

  it('answers nothing to a signed-in browser, whose answers may depend on who asks', async () => {
    expect(answersIn(await page('/home', { cookie: 'xueban_token=anything' }))).toBeNull();
  });

  it('escapes markup, so no text in an answer can end the data block', async () => {
    const html = await page('/home');
    const block = html.slice(html.indexOf('id="opening-answers">'));
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/</);
  });
});
