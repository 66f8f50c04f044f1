import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/news';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as web from '../../../../contract/api/schemas/web/information';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { ARTICLE_NOT_FOUND } from '../../../../server/src/modules/content/news';
import { ARTICLE_ADMIN_MESSAGES } from '../../../../server/src/modules/content/newsAdmin';
import { createTestApp, type TestApp } from '../../support/testApp';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'contentEditor' | 'courseEditor' | 'owner'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

const draftFields = {
  categoryId: 1,
  title: '期末复习怎么排：一张表管住三周',
  summary: '把三周拆成回顾、专练、模拟三段',
  author: '教研组',
  contentHtml: '<h2 id="plan">三段安排</h2><p>先回顾课本。</p><script>alert(1)</script><p onclick="steal()">再做专练。</p>',
  isTop: '0',
} as const;

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'xueban.test' } })).body;
const publicTitles = async () => (await t.ok(web.findArticles, { page: 1, size: 50 })).list.map((card) => card.title);

describe('news in the console', () => {
  it('keeps a new article as a draft nobody else sees, with its body sanitised when saved', async () => {
    const token = await tokenOf('contentEditor');
    const draft = await t.ok(admin.saveArticle, draftFields, { token });
    expect(draft).toMatchObject({ status: 'draft', version: 1, title: draftFields.title });
    expect(draft.contentHtml).toContain('<h2 id="plan">三段安排</h2>');
    expect(draft.contentHtml).not.toMatch(/script|onclick|alert/);
    expect(await publicTitles()).not.toContain(draftFields.title);
    expect(await t.fails(web.articleDetails, { id: draft.id })).toBe(ARTICLE_NOT_FOUND);
    expect(await sitemap()).not.toContain(`/news/detail?id=${draft.id}<`);
    const drafts = await t.ok(admin.articleList, { status: 'draft', q: '期末复习' }, { token });
    expect(drafts.list.map((row) => row.id)).toEqual([draft.id]);
  });

  it('publishes an article to /news and the sitemap at once, and takes it back to a draft', async () => {
    const token = await tokenOf('contentEditor');
    // The public list and the sitemap are read first, so they sit in the read cache the publish must drop.
    await publicTitles();
    await sitemap();
    const draft = await t.ok(admin.saveArticle, { ...draftFields, title: '寒假阅读书单' }, { token });
    const published = await t.ok(admin.setArticleStatus, { articleId: draft.id, status: 'published', version: 1 }, { token });
    expect(published).toMatchObject({ status: 'published', version: 2, publishedAt: t.clock.now.toISOString() });
    expect(await publicTitles()).toContain('寒假阅读书单');
    expect(await t.ok(web.articleDetails, { id: draft.id })).toMatchObject({ title: '寒假阅读书单', author: '教研组' });
    expect(await sitemap()).toContain(`/news/detail?id=${draft.id}<`);

    await t.ok(admin.setArticleStatus, { articleId: draft.id, status: 'draft', version: 2 }, { token });
    expect(await publicTitles()).not.toContain('寒假阅读书单');
    expect(await sitemap()).not.toContain(`/news/detail?id=${draft.id}<`);
    expect(await t.fails(web.articleDetails, { id: draft.id })).toBe(ARTICLE_NOT_FOUND);
  });

  it('tells the second of two editors saving from one version that the article changed, and keeps the first save', async () => {
    const token = await tokenOf('contentEditor');
    const owner = await tokenOf('owner');
    const draft = await t.ok(admin.saveArticle, { ...draftFields, title: '第一版' }, { token });
    await t.ok(admin.saveArticle, { ...draftFields, articleId: draft.id, version: 1, title: '编辑甲的标题' }, { token });
    expect(
      await t.fails(
        admin.saveArticle,
        { ...draftFields, articleId: draft.id, version: 1, title: '编辑乙的标题' },
        { token: owner },
      ),
    ).toBe(ARTICLE_ADMIN_MESSAGES.stale);
    expect(await t.ok(admin.articleDetail, { articleId: draft.id }, { token })).toMatchObject({
      title: '编辑甲的标题',
      version: 2,
    });
  });

  it('names the field of bad input and refuses a body with nothing left to show', async () => {
    const token = await tokenOf('contentEditor');
    expect(await t.fails(admin.saveArticle, { ...draftFields, title: '' }, { token })).toMatch(/title/);
    expect(await t.fails(admin.saveArticle, { ...draftFields, categoryId: 'x' }, { token })).toMatch(/categoryId/);
    expect(await t.fails(admin.saveArticle, { ...draftFields, categoryId: 999 }, { token })).toBe(
      ARTICLE_ADMIN_MESSAGES.noCategory,
    );
    expect(await t.fails(admin.saveArticle, { ...draftFields, contentHtml: '<p> </p><script>x()</script>' }, { token })).toBe(
      ARTICLE_ADMIN_MESSAGES.emptyBody,
    );
    expect(await t.fails(admin.saveArticle, { ...draftFields, articleId: 1 }, { token })).toBe(
      ARTICLE_ADMIN_MESSAGES.versionRequired,
    );
  });

  it('adds and renames categories with unique names', async () => {
    const token = await tokenOf('contentEditor');
    const before = await t.ok(admin.articleCategories, {}, { token });
    const added = await t.ok(admin.saveArticleCategory, { name: '升学政策' }, { token });
    expect(added.map((category) => category.name)).toEqual([...before.map((category) => category.name), '升学政策']);
    const created = added.at(-1)!;
    expect(created.articleCount).toBe(0);
    expect(await t.fails(admin.saveArticleCategory, { name: before[0]!.name }, { token })).toBe(
      ARTICLE_ADMIN_MESSAGES.categoryTaken,
    );
    const renamed = await t.ok(admin.saveArticleCategory, { categoryId: created.id, name: '中考政策' }, { token });
    expect(renamed.find((category) => category.id === created.id)?.name).toBe('中考政策');
  });

  it('records every write in the audit log and refuses a course editor', async () => {
    const token = await tokenOf('contentEditor');
    const draft = await t.ok(admin.saveArticle, { ...draftFields, title: '审计用稿' }, { token });
    const owner = await tokenOf('owner');
    const entries = await t.ok(audit.auditList, { entity: 'article', entityId: String(draft.id) }, { token: owner });
    expect(entries.list.map((entry) => entry.action)).toEqual(['article.add']);
    const courseEditor = await tokenOf('courseEditor');
    expect(await t.fails(admin.saveArticle, draftFields, { token: courseEditor })).toBe(NO_PERMISSION);
    expect(await t.ok(admin.articleList, {}, { token: courseEditor })).toMatchObject({ total: expect.any(Number) });
  });
});
