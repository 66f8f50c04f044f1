import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { choice, flag, id, idOrder, optionalId, optionalText, optionalZonedTime, paged, pagingRequest, text } from '../fields';
import { SITE_PAGE_SLUGS, TENDER_STATUSES, type SitePageSlug } from '../web/site';
import { ARTICLE_HTML_LIMIT } from './news';
import { ADMIN_API } from './paths';

/*
 * The site's own pages, its tender announcements and its FAQ as the operations console edits them. Bodies are
 * rich text from the same editor as news and are sanitised on the server when saved.
 */

/** How the site lays a page out, so the console's preview can show it the same way. */
export const SITE_PAGE_LAYOUTS = ['document', 'agreement', 'bare', 'bareAgreement', 'handbook'] as const;
export type SitePageLayout = (typeof SITE_PAGE_LAYOUTS)[number];

/**
 * Where the site shows each page (its first address; null for a page no address shows) and in which layout:
 * agreements carry their version date and a table of contents, bare pages stand without the site's header,
 * handbooks have a cover band and a table of contents built from their headings.
 */
export const SITE_PAGE_PLACES: Readonly<Record<SitePageSlug, { path: string | null; layout: SitePageLayout }>> = {
  about: { path: null, layout: 'document' },
  cooperation: { path: '/about/cooperation', layout: 'document' },
  'contact-us': { path: '/about/contact-us', layout: 'document' },
  'legal-notice': { path: '/about/legal-notice', layout: 'document' },
  'adviser-ensure': { path: '/about/acontact-ensure', layout: 'document' },
  'teachers-in': { path: '/about/teachers-in', layout: 'document' },
  'user-agreement': { path: '/about/aboutUserAgreement', layout: 'agreement' },
  'privacy-agreement': { path: '/about/aboutPriAgreement', layout: 'agreement' },
  'web-agreement': { path: '/webAgreement', layout: 'bareAgreement' },
  'business-license': { path: '/businesslicense', layout: 'bare' },
  'sales-licence': { path: '/saleslicence', layout: 'bare' },
  'manual-middle-school': { path: '/manual/middleSchool', layout: 'handbook' },
  'manual-high-school': { path: '/manual/highSchool', layout: 'handbook' },
};

/** A calendar date, YYYY-MM-DD. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** An agreement's version date: YYYY-MM-DD, or blank for none. */
const optionalDay = () =>
  optionalText(10).refine((value) => value === '' || DAY.test(value), { error: '应为 YYYY-MM-DD 格式的日期' });

// ——— site pages ———

const sitePageRow = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  /** The title being edited: the draft's when there is one, else the published one. */
  title: z.string(),
  /** Changes are saved that the site does not show yet. */
  hasDraft: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

const sitePageForm = sitePageRow.extend({
  /** The body being edited (the draft's, else the published one), as stored: sanitised. */
  contentHtml: z.string(),
  /** YYYY-MM-DD or null. */
  versionDate: z.string().nullable(),
  /** What the site shows now, to compare a draft with. */
  published: z.object({ title: z.string(), contentHtml: z.string(), versionDate: z.string().nullable() }),
});

/** A site page's editable fields as the console's form holds them. */
export interface SitePageFields {
  title: string;
  contentHtml: string;
  /** YYYY-MM-DD, or '' for none. */
  versionDate: string;
}

export const sitePageList = defineCall({
  path: `${ADMIN_API}/pages/list`,
  summary: '网站页面列表（需 content.read）：关于、合作、联系、法律声明、协议、证照、学习手册；标出有未发布修改的页面',
  auth: true,
  request: emptyRequest,
  response: z.array(sitePageRow),
});

export const sitePageDetail = defineCall({
  path: `${ADMIN_API}/pages/detail`,
  summary: '网站页面的可编辑内容（有草稿时为草稿）、网站当前显示的内容与版本号（需 content.read）',
  auth: true,
  request: z.object({ slug: choice(SITE_PAGE_SLUGS) }),
  response: sitePageForm,
});

export const saveSitePage = defineCall({
  path: `${ADMIN_API}/pages/save`,
  summary:
    '保存网站页面的草稿（需 content.write）：正文在保存时净化，标题 h2/h3 补上目录用的 id；网站在发布前仍显示原内容；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({
    slug: choice(SITE_PAGE_SLUGS),
    version: id(),
    title: text(40),
    contentHtml: text(ARTICLE_HTML_LIMIT),
    versionDate: optionalDay(),
  }),
  response: sitePageForm,
});

export const publishSitePage = defineCall({
  path: `${ADMIN_API}/pages/publish`,
  summary: '发布网站页面的草稿（需 content.write）：网站各实例即刻显示新内容；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ slug: choice(SITE_PAGE_SLUGS), version: id() }),
  response: sitePageForm,
});

export const discardSitePageDraft = defineCall({
  path: `${ADMIN_API}/pages/discard`,
  summary: '放弃网站页面未发布的修改，回到网站当前显示的内容（需 content.write）；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ slug: choice(SITE_PAGE_SLUGS), version: id() }),
  response: sitePageForm,
});

// ——— tender announcements ———

const tenderRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  status: z.enum(TENDER_STATUSES),
  /** Listed on /about/tender-announcement and in the sitemap. */
  isPublished: z.boolean(),
  publishedAt: z.string(),
  /** ISO, or null for a notice without a bid deadline (results). */
  deadline: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});

const tenderForm = tenderRow.extend({ summary: z.string(), contentHtml: z.string(), contact: z.string() });

/** A tender announcement's editable fields as the console's form holds them. */
export interface TenderFields {
  code: string;
  title: string;
  summary: string;
  contentHtml: string;
  status: (typeof TENDER_STATUSES)[number];
  contact: string;
  /** ISO with its zone, or '' for none. */
  deadline: string;
}

/** Project numbers as the site prints them: letters, digits and hyphens (XB-ZB-2026-003). */
export const TENDER_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/;

export const tenderList = defineCall({
  path: `${ADMIN_API}/tenders/list`,
  summary: '招标公告列表（需 content.read）：按编号或标题搜索，含未发布的，新近修改的在前，分页',
  auth: true,
  request: z.object({ q: optionalText(40), ...pagingRequest }),
  response: paged(tenderRow),
});

export const tenderDetail = defineCall({
  path: `${ADMIN_API}/tenders/detail`,
  summary: '招标公告的可编辑内容与版本号（需 content.read）',
  auth: true,
  request: z.object({ tenderId: id() }),
  response: tenderForm,
});

export const saveTender = defineCall({
  path: `${ADMIN_API}/tenders/save`,
  summary:
    '新建（不带 tenderId，未发布）或保存招标公告（需 content.write）：编号不能重复，正文在保存时净化；保存须带打开时的 version；已发布的公告在网站与 sitemap 即刻更新；写入操作日志',
  auth: true,
  request: z.object({
    tenderId: optionalId(),
    version: id().optional(),
    code: text(40).regex(TENDER_CODE, { error: '只能包含字母、数字和连字符' }),
    title: text(80),
    summary: optionalText(200),
    contentHtml: text(ARTICLE_HTML_LIMIT),
    status: choice(TENDER_STATUSES),
    contact: optionalText(200),
    deadline: optionalZonedTime(),
  }),
  response: tenderForm,
});

export const setTenderPublished = defineCall({
  path: `${ADMIN_API}/tenders/publish`,
  summary:
    '发布或撤下招标公告（需 content.write）：发布时间为此刻，即刻出现在 /about/tender-announcement 与 sitemap；撤下后原地址不再可读；须带打开时的 version',
  auth: true,
  request: z.object({ tenderId: id(), published: flag(), version: id() }),
  response: tenderForm,
});

export const deleteTender = defineCall({
  path: `${ADMIN_API}/tenders/delete`,
  summary: '删除招标公告（需 content.write）：网站与 sitemap 即刻不再显示；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ tenderId: id(), version: id() }),
  response: z.object({ id: z.number().int() }),
});

// ——— FAQ ———

const faqEntry = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), version: z.number().int() });
const feeItem = z.object({
  id: z.number().int(),
  item: z.string(),
  standard: z.string(),
  note: z.string(),
  version: z.number().int(),
});

/** The trainer FAQ (/faq/trainer) and the fee table (/faq/table), each in its order. */
const faqContent = z.object({ entries: z.array(faqEntry), fees: z.array(feeItem) });

export const faqContents = defineCall({
  path: `${ADMIN_API}/faq/list`,
  summary: '培训师常见问题与课程收费表，按顺序（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: faqContent,
});

export const saveFaqEntry = defineCall({
  path: `${ADMIN_API}/faq/entry/save`,
  summary:
    '新增问答（不带 entryId，排在最后）或修改问答（需 content.write，须带打开时的 version）；同一主题下问题不能重复；/faq/trainer 即刻更新；返回全部内容',
  auth: true,
  request: z.object({
    entryId: optionalId(),
    version: id().optional(),
    question: text(120),
    answer: text(2000),
  }),
  response: faqContent,
});

export const deleteFaqEntry = defineCall({
  path: `${ADMIN_API}/faq/entry/delete`,
  summary: '删除问答（需 content.write，须带打开时的 version）；返回全部内容',
  auth: true,
  request: z.object({ entryId: id(), version: id() }),
  response: faqContent,
});

export const saveFeeItem = defineCall({
  path: `${ADMIN_API}/faq/fee/save`,
  summary:
    '新增收费项目（不带 feeItemId，排在最后）或修改（需 content.write，须带打开时的 version）；/faq/table 即刻更新；返回全部内容',
  auth: true,
  request: z.object({
    feeItemId: optionalId(),
    version: id().optional(),
    item: text(60),
    standard: text(120),
    note: optionalText(300),
  }),
  response: faqContent,
});

export const deleteFeeItem = defineCall({
  path: `${ADMIN_API}/faq/fee/delete`,
  summary: '删除收费项目（需 content.write，须带打开时的 version）；返回全部内容',
  auth: true,
  request: z.object({ feeItemId: id(), version: id() }),
  response: faqContent,
});

export const reorderFaq = defineCall({
  path: `${ADMIN_API}/faq/reorder`,
  summary:
    '调整顺序（需 content.write）：entryIds 为全部问答的新顺序，或 feeItemIds 为全部收费项目的新顺序，须恰好是现有的全部条目；返回全部内容',
  auth: true,
  request: z.object({ entryIds: idOrder().optional(), feeItemIds: idOrder().optional() }),
  response: faqContent,
});
