import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/pages';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as web from '../../../../contract/api/schemas/web/site';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { FAQ_ADMIN_MESSAGES } from '../../../../server/src/modules/site/faqAdmin';
import { SITE_PAGE_ADMIN_MESSAGES } from '../../../../server/src/modules/site/pagesAdmin';
import { TENDER_NOT_FOUND } from '../../../../server/src/modules/site/site';
import { TENDER_ADMIN_MESSAGES } from '../../../../server/src/modules/site/tendersAdmin';
import { withHeadingIds } from '../../../../server/src/platform/text/sanitize';
import type { ApiCall } from '../../../../contract/api/schemas/contract';
import { createTestApp, type FormFields, type TestApp } from '../../support/testApp';
import { staffSignIns } from '../console/staffHelpers';

// Two instances on one database, each with its own read cache, as behind the load balancer: writes go to the
// first, families read from the second.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({ db: t.db, build: { rowChanges: t.rowChanges!, clock: () => t.clock.now } });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'contentEditor' | 'courseEditor' | 'owner'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

/** What a family reads on the other instance once it has heard of the writes made so far. */
async function family<Call extends ApiCall>(call: Call, fields: FormFields = {}) {
  await t.rowChanges!.caughtUp();
  return other.ok(call, fields);
}

/** The refusal a family meets on the other instance once it has heard of the writes made so far. */
async function familyRefused<Call extends ApiCall>(call: Call, fields: FormFields = {}) {
  await t.rowChanges!.caughtUp();
  return other.fails(call, fields);
}

const sitemap = async () => {
  await t.rowChanges!.caughtUp();
  return (await other.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'xueban.test' } })).body;
};

describe('site pages in the console', () => {
  it('keeps saved changes as a draft the site does not show, sanitised and with heading ids, until published', async () => {
    const token = await tokenOf('contentEditor');
    const shown = await family(web.findSitePage, { slug: 'legal-notice' });
    const opened = await t.ok(admin.sitePageDetail, { slug: 'legal-notice' }, { token });
    expect(opened).toMatchObject({ hasDraft: false, title: shown.title, contentHtml: shown.contentHtml, version: 1 });

    const saved = await t.ok(
      admin.saveSitePage,
      {
        slug: 'legal-notice',
        version: 1,
        title: '法律声明（修订）',
        contentHtml:
          '<h2>一、适用范围</h2><p onclick="steal()">本声明适用于本网站。</p><script>alert(1)</script><h2>二、责任</h2>',
        versionDate: '2026-12-01',
      },
      { token },
    );
    expect(saved).toMatchObject({ hasDraft: true, title: '法律声明（修订）', versionDate: '2026-12-01', version: 2 });
    expect(saved.contentHtml).toBe(
      '<h2 id="section-1">一、适用范围</h2><p>本声明适用于本网站。</p><h2 id="section-2">二、责任</h2>',
    );
    expect(saved.published.title).toBe(shown.title);
    // The family page still shows the published text, on this instance and the other.
    expect(await family(web.findSitePage, { slug: 'legal-notice' })).toMatchObject({
      title: shown.title,
      contentHtml: shown.contentHtml,
    });
    expect(await t.ok(web.findSitePage, { slug: 'legal-notice' })).toMatchObject({ title: shown.title });
    const row = (await t.ok(admin.sitePageList, {}, { token })).find((page) => page.slug === 'legal-notice');
    expect(row).toMatchObject({ hasDraft: true, title: '法律声明（修订）' });

    const published = await t.ok(admin.publishSitePage, { slug: 'legal-notice', version: 2 }, { token });
    expect(published).toMatchObject({ hasDraft: false, version: 3, publishedAt: t.clock.now.toISOString() });
    expect(await family(web.findSitePage, { slug: 'legal-notice' })).toMatchObject({
      title: '法律声明（修订）',
      versionDate: '2026-12-01',
      contentHtml: saved.contentHtml,
    });
    expect(await t.fails(admin.publishSitePage, { slug: 'legal-notice', version: 3 }, { token })).toBe(
      SITE_PAGE_ADMIN_MESSAGES.noDraft,
    );
  });

  it('drops a draft on request, and a draft saved back to what the site shows is no draft', async () => {
    const token = await tokenOf('contentEditor');
    const opened = await t.ok(admin.sitePageDetail, { slug: 'contact-us' }, { token });
    const draft = await t.ok(
      admin.saveSitePage,
      { slug: 'contact-us', version: opened.version, title: '联系方式', contentHtml: '<p>新地址</p>' },
      { token },
    );
    expect(draft.hasDraft).toBe(true);
    const discarded = await t.ok(admin.discardSitePageDraft, { slug: 'contact-us', version: draft.version }, { token });
    expect(discarded).toMatchObject({ hasDraft: false, title: opened.title, contentHtml: opened.contentHtml });
    const same = await t.ok(
      admin.saveSitePage,
      {
        slug: 'contact-us',
        version: discarded.version,
        title: opened.title,
        contentHtml: opened.contentHtml,
        versionDate: opened.versionDate ?? '',
      },
      { token },
    );
    expect(same.hasDraft).toBe(false);
  });

  it('tells the second of two editors saving from one version that the page changed, and keeps the first save', async () => {
    const token = await tokenOf('contentEditor');
    const owner = await tokenOf('owner');
    const opened = await t.ok(admin.sitePageDetail, { slug: 'cooperation' }, { token });
    const fields = { slug: 'cooperation', version: opened.version, contentHtml: '<p>合作</p>' };
    await t.ok(admin.saveSitePage, { ...fields, title: '编辑甲' }, { token });
    expect(await t.fails(admin.saveSitePage, { ...fields, title: '编辑乙' }, { token: owner })).toBe(
      SITE_PAGE_ADMIN_MESSAGES.stale,
    );
    expect(await t.fails(admin.publishSitePage, { slug: 'cooperation', version: opened.version }, { token: owner })).toBe(
      SITE_PAGE_ADMIN_MESSAGES.stale,
    );
    expect((await t.ok(admin.sitePageDetail, { slug: 'cooperation' }, { token })).title).toBe('编辑甲');
  });

  it('names the field of bad input and refuses a body with nothing left to show', async () => {
    const token = await tokenOf('contentEditor');
    const fields = { slug: 'teachers-in', version: 1, title: '教师入驻', contentHtml: '<p>欢迎</p>' };
    expect(await t.fails(admin.saveSitePage, { ...fields, slug: 'home' }, { token })).toMatch(/slug/);
    expect(await t.fails(admin.saveSitePage, { ...fields, title: ' ' }, { token })).toMatch(/title/);
    expect(await t.fails(admin.saveSitePage, { ...fields, versionDate: '2026-13-01' }, { token })).toMatch(/versionDate/);
    expect(await t.fails(admin.saveSitePage, { ...fields, version: 'x' }, { token })).toMatch(/version/);
    expect(await t.fails(admin.saveSitePage, { ...fields, contentHtml: '<p> </p><script>x()</script>' }, { token })).toBe(
      SITE_PAGE_ADMIN_MESSAGES.emptyBody,
    );
  });

  it('gives every heading of a saved text a distinct id, keeping the ids it had', () => {
    expect(withHeadingIds('<h2 id="chapter-1">一</h2><h3>甲</h3><h3 id="chapter-1">乙</h3><h2 id="section-1">二</h2>')).toBe(
      '<h2 id="chapter-1">一</h2><h3 id="section-2">甲</h3><h3 id="section-3">乙</h3><h2 id="section-1">二</h2>',
    );
  });
});

const tenderFields = {
  code: 'XB-ZB-2026-099',
  title: '学伴在线录播教室设备采购项目招标公告',
  summary: '采购录播教室设备一批，欢迎符合条件的供应商参与投标',
  contentHtml: '<h2>一、项目概况</h2><p>采购录播设备。</p><img src="javascript:alert(1)"><p>联系：王老师</p>',
  status: 'open',
  contact: '王老师 010-12345678',
  deadline: '2026-12-30T14:00:00+08:00',
} as const;

describe('tender announcements in the console', () => {
  it('publishes a new notice to /about/tender-announcement and the sitemap at once, and takes it off again', async () => {
    const token = await tokenOf('contentEditor');
    // The family list and the sitemap are read first, so they sit in the other instance's cache.
    const before = await family(web.findTenders, { page: 1, size: 50 });
    await sitemap();
    const draft = await t.ok(admin.saveTender, tenderFields, { token });
    expect(draft).toMatchObject({ isPublished: false, version: 1, status: 'open', deadline: '2026-12-30T06:00:00.000Z' });
    expect(draft.contentHtml).toBe('<h2>一、项目概况</h2><p>采购录播设备。</p><img /><p>联系：王老师</p>');
    expect((await family(web.findTenders, { page: 1, size: 50 })).total).toBe(before.total);
    expect(await familyRefused(web.findTenderById, { id: draft.id })).toBe(TENDER_NOT_FOUND);
    expect(await sitemap()).not.toContain(`/about/tender-announcement?id=${draft.id}<`);

    const published = await t.ok(admin.setTenderPublished, { tenderId: draft.id, published: '1', version: 1 }, { token });
    expect(published).toMatchObject({ isPublished: true, version: 2, publishedAt: t.clock.now.toISOString() });
    const list = await family(web.findTenders, { page: 1, size: 50 });
    expect(list.list[0]).toMatchObject({ id: draft.id, code: tenderFields.code, title: tenderFields.title });
    expect(await family(web.findTenderById, { id: draft.id })).toMatchObject({ contact: tenderFields.contact });
    expect(await sitemap()).toContain(`/about/tender-announcement?id=${draft.id}</loc>`);

    const edited = await t.ok(
      admin.saveTender,
      { ...tenderFields, tenderId: draft.id, version: 2, status: 'awarded', deadline: '' },
      { token },
    );
    expect(edited).toMatchObject({ status: 'awarded', deadline: null, isPublished: true, version: 3 });
    expect(await family(web.findTenderById, { id: draft.id })).toMatchObject({ status: 'awarded', deadline: null });

    await t.ok(admin.setTenderPublished, { tenderId: draft.id, published: '0', version: 3 }, { token });
    expect(await familyRefused(web.findTenderById, { id: draft.id })).toBe(TENDER_NOT_FOUND);
    expect(await sitemap()).not.toContain(`/about/tender-announcement?id=${draft.id}<`);
  });

  it('deletes a notice from the site and the sitemap, and records every write in the audit log', async () => {
    const token = await tokenOf('contentEditor');
    const draft = await t.ok(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-098' }, { token });
    await t.ok(admin.setTenderPublished, { tenderId: draft.id, published: '1', version: 1 }, { token });
    expect(await family(web.findTenderById, { id: draft.id })).toMatchObject({ id: draft.id });
    expect(await t.fails(admin.deleteTender, { tenderId: draft.id, version: 1 }, { token })).toBe(TENDER_ADMIN_MESSAGES.stale);
    expect(await t.ok(admin.deleteTender, { tenderId: draft.id, version: 2 }, { token })).toEqual({ id: draft.id });
    expect(await familyRefused(web.findTenderById, { id: draft.id })).toBe(TENDER_NOT_FOUND);
    expect(await sitemap()).not.toContain(`/about/tender-announcement?id=${draft.id}<`);
    expect(await t.fails(admin.tenderDetail, { tenderId: draft.id }, { token })).toBe(TENDER_ADMIN_MESSAGES.notFound);
    const entries = await t.ok(
      audit.auditList,
      { entity: 'tender', entityId: String(draft.id) },
      { token: await tokenOf('owner') },
    );
    expect(entries.list.map((entry) => entry.action)).toEqual(['tender.delete', 'tender.publish', 'tender.add']);
  });

  it('names the field of bad input, refuses a taken code, a missing version and a stale one', async () => {
    const token = await tokenOf('contentEditor');
    expect(await t.fails(admin.saveTender, { ...tenderFields, code: 'XB ZB' }, { token })).toMatch(/code/);
    expect(await t.fails(admin.saveTender, { ...tenderFields, status: 'won' }, { token })).toMatch(/status/);
    expect(await t.fails(admin.saveTender, { ...tenderFields, deadline: '明天' }, { token })).toMatch(/deadline/);
    expect(await t.fails(admin.saveTender, { ...tenderFields, title: '' }, { token })).toMatch(/title/);
    expect(await t.fails(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-007' }, { token })).toBe(
      TENDER_ADMIN_MESSAGES.codeTaken,
    );
    const draft = await t.ok(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-097' }, { token });
    expect(await t.fails(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-097', tenderId: draft.id }, { token })).toBe(
      TENDER_ADMIN_MESSAGES.versionRequired,
    );
    await t.ok(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-097', tenderId: draft.id, version: 1 }, { token });
    expect(
      await t.fails(admin.saveTender, { ...tenderFields, code: 'XB-ZB-2026-097', tenderId: draft.id, version: 1 }, { token }),
    ).toBe(TENDER_ADMIN_MESSAGES.stale);
    expect(await t.ok(admin.tenderList, { q: '2026-097' }, { token })).toMatchObject({ total: 1 });
  });
});

describe('the FAQ and the fee table in the console', () => {
  it('adds, edits, reorders and removes questions, and /faq/trainer follows at once', async () => {
    const token = await tokenOf('contentEditor');
    const before = await family(web.findTrainerFaq);
    const added = await t.ok(admin.saveFaqEntry, { question: '入驻后多久能接到学生？', answer: '一般两周内。' }, { token });
    const entry = added.entries.at(-1)!;
    expect(entry).toMatchObject({ question: '入驻后多久能接到学生？', version: 1 });
    expect((await family(web.findTrainerFaq)).list.at(-1)).toMatchObject({ id: entry.id, answer: '一般两周内。' });

    await t.ok(
      admin.saveFaqEntry,
      { entryId: entry.id, version: 1, question: entry.question, answer: '通常一周内。' },
      { token },
    );
    expect((await family(web.findTrainerFaq)).list.at(-1)).toMatchObject({ answer: '通常一周内。' });
    expect(
      await t.fails(admin.saveFaqEntry, { entryId: entry.id, version: 1, question: entry.question, answer: '过期' }, { token }),
    ).toBe(FAQ_ADMIN_MESSAGES.entryStale);
    expect(await t.fails(admin.saveFaqEntry, { question: before.list[0]!.question, answer: '重复' }, { token })).toBe(
      FAQ_ADMIN_MESSAGES.questionTaken,
    );

    const order = [entry.id, ...before.list.map((row) => row.id)];
    await t.ok(admin.reorderFaq, { entryIds: order.join(',') }, { token });
    expect((await family(web.findTrainerFaq)).list.map((row) => row.id)).toEqual(order);
    expect(await t.fails(admin.reorderFaq, { entryIds: order.slice(1).join(',') }, { token })).toBe(FAQ_ADMIN_MESSAGES.order);
    expect(await t.fails(admin.reorderFaq, { entryIds: '1,x' }, { token })).toMatch(/entryIds/);

    const after = await t.ok(admin.deleteFaqEntry, { entryId: entry.id, version: 2 }, { token });
    expect(after.entries.map((row) => row.id)).toEqual(before.list.map((row) => row.id));
    expect((await family(web.findTrainerFaq)).list.map((row) => row.id)).toEqual(before.list.map((row) => row.id));
  });

  it('adds, edits, reorders and removes fee rows, and /faq/table follows at once', async () => {
    const token = await tokenOf('contentEditor');
    const before = await family(web.findFeeItems);
    const added = await t.ok(admin.saveFeeItem, { item: '教材邮寄费', standard: '免费', note: '' }, { token });
    const row = added.fees.at(-1)!;
    expect((await family(web.findFeeItems)).list.at(-1)).toMatchObject({ id: row.id, item: '教材邮寄费', standard: '免费' });
    await t.ok(
      admin.saveFeeItem,
      { feeItemId: row.id, version: 1, item: '教材邮寄费', standard: '每单 10 元', note: '满 99 元包邮' },
      { token },
    );
    expect((await family(web.findFeeItems)).list.at(-1)).toMatchObject({ standard: '每单 10 元', note: '满 99 元包邮' });
    const order = [row.id, ...before.list.map((fee) => fee.id)];
    await t.ok(admin.reorderFaq, { feeItemIds: order.join(',') }, { token });
    expect((await family(web.findFeeItems)).list[0]).toMatchObject({ id: row.id });
    expect(await t.fails(admin.deleteFeeItem, { feeItemId: row.id, version: 1 }, { token })).toBe(FAQ_ADMIN_MESSAGES.feeStale);
    await t.ok(admin.deleteFeeItem, { feeItemId: row.id, version: 2 }, { token });
    expect((await family(web.findFeeItems)).list.map((fee) => fee.id)).toEqual(before.list.map((fee) => fee.id));
    expect(await t.fails(admin.saveFeeItem, { item: '', standard: '免费' }, { token })).toMatch(/item/);
    expect(await t.fails(admin.reorderFaq, {}, { token })).toBe(FAQ_ADMIN_MESSAGES.nothingToOrder);
  });

  it('lets a course editor read but not write', async () => {
    const courseEditor = await tokenOf('courseEditor');
    expect((await t.ok(admin.faqContents, {}, { token: courseEditor })).entries.length).toBeGreaterThan(0);
    expect(await t.fails(admin.saveFeeItem, { item: '矩阵', standard: '免费' }, { token: courseEditor })).toBe(NO_PERMISSION);
    expect(await t.fails(admin.publishSitePage, { slug: 'about', version: 1 }, { token: courseEditor })).toBe(NO_PERMISSION);
  });
});
