import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { choice, id, paged, pagingRequest } from '../fields';
import { WEB_API } from './paths';

/** Home-page carousel slides, in their order; `linkPath` is an in-app path. */
export const findBanners = defineCall({
  path: `${WEB_API}/homePage/findBanner`,
  summary: '首页轮播图（按顺序，仅启用的）',
  auth: false,
  request: emptyRequest,
  response: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        subtitle: z.string(),
        imageUrl: z.string(),
        /** In-app path the slide opens, with its query (e.g. /course/chapter?courseId=12); '' for none. */
        linkPath: z.string(),
      }),
    ),
  }),
});

/** Static pages by key: about, cooperation, contact-us, legal-notice, agreements, licences, handbooks … */
export const SITE_PAGE_SLUGS = [
  'about',
  'cooperation',
  'contact-us',
  'legal-notice',
  'adviser-ensure',
  'teachers-in',
  'user-agreement',
  'privacy-agreement',
  'web-agreement',
  'business-license',
  'sales-licence',
  'manual-middle-school',
  'manual-high-school',
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const findSitePage = defineCall({
  path: `${WEB_API}/sitePage/findBySlug`,
  summary: '静态页面内容（已净化的 HTML）：关于我们、协议、证照、学习手册等',
  auth: false,
  request: z.object({ slug: choice(SITE_PAGE_SLUGS) }),
  response: z.object({
    slug: z.string(),
    title: z.string(),
    /** Sanitised on the server; headings h2/h3 carry ids so a table of contents can link to them. */
    contentHtml: z.string(),
    /** Date of the current version (agreements), YYYY-MM-DD, or null. */
    versionDate: z.string().nullable(),
    updatedAt: z.string(),
  }),
});

export const findFeeItems = defineCall({
  path: `${WEB_API}/faq/findFeeItems`,
  summary: '课程收费项目与标准',
  auth: false,
  request: emptyRequest,
  response: z.object({
    list: z.array(z.object({ id: z.number().int(), item: z.string(), standard: z.string(), note: z.string() })),
  }),
});

export const findTrainerFaq = defineCall({
  path: `${WEB_API}/faq/findTrainer`,
  summary: '培训师（学霸导师、入驻教师）常见问题',
  auth: false,
  request: emptyRequest,
  response: z.object({
    list: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
  }),
});

export const TENDER_STATUSES = ['open', 'closed', 'awarded'] as const;

const tenderCard = z.object({
  id: z.number().int(),
  /** Project number, e.g. XB-ZB-2026-003. */
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(TENDER_STATUSES),
  publishedAt: z.string(),
  /** Bids accepted until (ISO), or null for result notices. */
  deadline: z.string().nullable(),
});

export const findTenders = defineCall({
  path: `${WEB_API}/tender/find`,
  summary: '招标公告列表，最新在前',
  auth: false,
  request: z.object({ ...pagingRequest }),
  response: paged(tenderCard),
});

export const findTenderById = defineCall({
  path: `${WEB_API}/tender/findById`,
  summary: '招标公告详情',
  auth: false,
  request: z.object({ id: id() }),
  response: tenderCard.extend({
    contentHtml: z.string(),
    contact: z.string(),
    previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  }),
});
