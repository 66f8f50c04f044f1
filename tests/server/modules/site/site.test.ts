import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as site from '../../../../contract/api/schemas/web/site';
import { seasonAt } from '../../../../server/src/modules/catalog/seasons';
import { createTestApp, type TestApp } from '../../support/testApp';

describe('site content calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the active banners in their order, a course slide opening its course', async () => {
    const { list } = await t.ok(site.findBanners);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]?.title).toBe(seasonAt(t.clock.now).banner.title);
    const courseSlide = list.find((slide) => slide.linkPath.startsWith('/course/chapter'));
    expect(courseSlide?.linkPath).toMatch(/^\/course\/chapter\?courseId=\d+$/);
    for (const slide of list) expect(slide.imageUrl).toMatch(/^\/assets\/banners\/.+\.webp$/);
  });

  it('serves every static page by its slug, sanitised, with dated agreements', async () => {
    for (const slug of site.SITE_PAGE_SLUGS) {
      const page = await t.ok(site.findSitePage, { slug });
      expect(page.slug).toBe(slug);
      expect(page.title.length, slug).toBeGreaterThan(1);
      expect(page.contentHtml.length, slug).toBeGreaterThan(200);
      expect(page.contentHtml, slug).not.toMatch(/<script|on\w+=/i);
    }
    expect((await t.ok(site.findSitePage, { slug: 'user-agreement' })).versionDate).toBe('2026-01-01');
  });

  it('gives the handbooks chapter and section headings with ids a table of contents can link to', async () => {
    for (const slug of ['manual-middle-school', 'manual-high-school'] as const) {
      const { contentHtml } = await t.ok(site.findSitePage, { slug });
      const chapters = [...contentHtml.matchAll(/<h2 id="(chapter-\d+)">/g)].map((match) => match[1]);
      const sections = [...contentHtml.matchAll(/<h3 id="(chapter-\d+-\d+)">/g)].map((match) => match[1]);
      expect(chapters.length, slug).toBeGreaterThanOrEqual(8);
      expect(sections.length, slug).toBeGreaterThanOrEqual(chapters.length);
      expect(new Set([...chapters, ...sections]).size).toBe(chapters.length + sections.length);
    }
  });

  it('refuses a page that does not exist, naming the parameter', async () => {
    expect(await t.fails(site.findSitePage, { slug: 'admin' })).toMatch(/^参数 slug 取值应为 about、/);
  });

  it('lists fee items and the trainer questions in order', async () => {
    const fees = await t.ok(site.findFeeItems);
    expect(fees.list.length).toBeGreaterThanOrEqual(6);
    expect(fees.list[0]).toMatchObject({ item: '小学同步课（一至六年级）' });
    const faq = await t.ok(site.findTrainerFaq);
    expect(faq.list.length).toBeGreaterThanOrEqual(6);
    for (const entry of faq.list) expect(entry.answer.length).toBeGreaterThan(10);
  });

  it('pages the tender announcements, newest first', async () => {
    const first = await t.ok(site.findTenders, { page: 1, size: 3 });
    const second = await t.ok(site.findTenders, { page: 2, size: 3 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.list).toHaveLength(3);
    const dates = [...first.list, ...second.list].map((tender) => tender.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.list, ...second.list].map((tender) => tender.status))).toEqual(
      new Set(['open', 'closed', 'awarded']),
    );
  });

  it('opens an announcement with its newer and older neighbours', async () => {
    const { list } = await t.ok(site.findTenders, { page: 1, size: 50 });
    const middle = list[1]!;
    const detail = await t.ok(site.findTenderById, { id: middle.id });
    expect(detail.contentHtml).toContain('<h2>');
    expect(detail.contact).toContain('tender@');
    expect(detail.previous).toEqual({ id: list[0]!.id, title: list[0]!.title });
    expect(detail.next).toEqual({ id: list[2]!.id, title: list[2]!.title });
    expect((await t.ok(site.findTenderById, { id: list[0]!.id })).previous).toBeNull();
    expect((await t.ok(site.findTenderById, { id: list.at(-1)!.id })).next).toBeNull();
  });

  it('says an announcement that does not exist is gone', async () => {
    expect(await t.fails(site.findTenderById, { id: 999_999 })).toBe('公告不存在或已撤下');
  });
});
