import { z } from 'zod';
import { SCHOOL_STAGES } from '../../../vocabulary/stages';
import { defineCall, emptyRequest } from '../contract';
import { flag, id, idOrder, optionalFileAddress, optionalId, optionalText, optionalZonedTime, text } from '../fields';
import { ADMIN_API } from './paths';

/*
 * The site's operations in the console: the home carousel, the app's download links, the WeChat official
 * accounts and the advisers (whose list the public anti-counterfeit check answers from). Reads need
 * content.read, writes content.write; every write is audited and shows on the family site at once.
 */

/** Where a banner stands now: on the site, waiting for its start, past its end, or turned off. */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** Where a banner that opens a course goes; the slide adds the course's id. */
export const BANNER_COURSE_PATH = '/course/chapter';

/** A picture the console uploaded (the upload answer's address); required. */
const pictureAddress = () => optionalFileAddress().refine((value) => value !== '', { error: '不能为空' });

/** An address inside the site: a path from its root with its query, never another site's. */
export const IN_APP_PATH = /^\/(?![/\\])[^\s<>"'\\]*$/;

/** A store or download address: https only, so a family's phone never opens a plain-http page. */
export const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s<>"']*)?$/i;

/** WeChat ids: 6 to 20 letters, digits, _ or -, starting with a letter. */
export const WECHAT_ACCOUNT = /^[a-zA-Z][\w-]{5,19}$/;

/** An adviser's phone as people write it (mobile or landline with area code): 7 to 15 digits. */
export const ADVISER_PHONE = /^(?=(?:\D*\d){7,15}\D*$)[\d\s()+-]{7,20}$/;

/** A moment the form sends with its offset (the browser converts the local time it shows); blank for none. */
const optionalMoment = () => optionalZonedTime().transform((value) => (value === '' ? undefined : new Date(value)));

/** School stages as a form sends them: codes of the vocabulary, comma-separated, each once. */
export const stageList = () =>
  z
    .string({ error: '应为逗号分隔的学段' })
    .trim()
    .regex(new RegExp(`^(${SCHOOL_STAGES.join('|')})(,(${SCHOOL_STAGES.join('|')}))*$`), {
      error: `应为 ${SCHOOL_STAGES.join('、')} 中的一个或几个，逗号分隔`,
    })
    .transform((value) => [...new Set(value.split(','))] as (typeof SCHOOL_STAGES)[number][]);

const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /** The in-app path as stored; for a course, BANNER_COURSE_PATH. */
  linkPath: z.string(),
  courseId: z.number().int().nullable(),
  courseTitle: z.string().nullable(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(BANNER_STATES),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const banners = z.object({
  list: z.array(banner),
  /** Courses a banner may open, published ones first by title. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const bannerList = defineCall({
  path: `${ADMIN_API}/site/banners`,
  summary: '首页轮播图，按展示顺序，含停用与排期外的（需 content.read）；附可链接的课程',
  auth: true,
  request: emptyRequest,
  response: banners,
});

export const saveBannerRequest = z
  .object({
    bannerId: optionalId(),
    version: id().optional(),
    title: text(40),
    subtitle: optionalText(80),
    imageUrl: pictureAddress(),
    /** An in-app path; ignored when courseId is given. */
    linkPath: optionalText(200).refine((value) => value === '' || IN_APP_PATH.test(value), {
      error: '应为以 / 开头的站内地址',
    }),
    courseId: optionalId(),
    isActive: flag(),
    startsAt: optionalMoment(),
    endsAt: optionalMoment(),
  })
  .refine((edit) => !edit.startsAt || !edit.endsAt || edit.endsAt > edit.startsAt, {
    path: ['endsAt'],
    error: '应晚于开始时间 startsAt',
  });

export type BannerEdit = z.input<typeof saveBannerRequest>;

export const saveBanner = defineCall({
  path: `${ADMIN_API}/site/banner/save`,
  summary:
    '新增（不带 bannerId，排在最后）或修改轮播图（需 content.write）：标题、副标题、图片、站内链接或课程、启用、开始与结束时间（可不填）；修改须带打开时的 version；写入操作日志，首页随即更新',
  auth: true,
  request: saveBannerRequest,
  response: banners,
});

export const reorderBanners = defineCall({
  path: `${ADMIN_API}/site/banner/reorder`,
  summary: '调整轮播图顺序（需 content.write）：bannerIds 为全部轮播图的新顺序；列表已变化时拒绝',
  auth: true,
  request: z.object({ bannerIds: idOrder() }),
  response: banners,
});

export const deleteBanner = defineCall({
  path: `${ADMIN_API}/site/banner/delete`,
  summary: '删除轮播图（需 content.write）：须带打开时的 version',
  auth: true,
  request: z.object({ bannerId: id(), version: id() }),
  response: banners,
});

const appLinks = z.object({
  androidUrl: z.string(),
  androidNote: z.string(),
  iosUrl: z.string(),
  iosNote: z.string(),
  /** The operator's configuration (APP_ANDROID_URL, APP_IOS_URL) sets this address; the site shows that one. */
  fixedByOperator: z.object({ android: z.boolean(), ios: z.boolean() }),
});

const httpsAddress = () =>
  optionalText(500).refine((value) => value === '' || HTTPS_URL.test(value), { error: '应为 https:// 开头的网址' });

export const appLinksDetail = defineCall({
  path: `${ADMIN_API}/site/app`,
  summary: 'App 下载地址与说明（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: appLinks,
});

export const saveAppLinks = defineCall({
  path: `${ADMIN_API}/site/app/save`,
  summary: '保存 App 下载地址（https，未上架可留空）与说明（需 content.write）；写入操作日志，/m/download 与各处下载链接随即更新',
  auth: true,
  request: z.object({
    androidUrl: httpsAddress(),
    androidNote: optionalText(200),
    iosUrl: httpsAddress(),
    iosNote: optionalText(200),
  }),
  response: appLinks,
});

export type AppLinksEdit = z.input<typeof saveAppLinks.request>;

const officialAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  intro: z.string(),
  qrUrl: z.string(),
  sort: z.number().int(),
});

const officialAccounts = z.object({ list: z.array(officialAccount) });

export const officialAccountList = defineCall({
  path: `${ADMIN_API}/site/accounts`,
  summary: '微信公众号，按顺序（需 content.read）；网站展示第一个',
  auth: true,
  request: emptyRequest,
  response: officialAccounts,
});

export const saveOfficialAccount = defineCall({
  path: `${ADMIN_API}/site/account/save`,
  summary: '新增（不带 accountId，排在最后）或修改公众号（需 content.write）：名称、公众号 id、简介、二维码；id 不能重复',
  auth: true,
  request: z.object({
    accountId: optionalId(),
    name: text(40),
    account: text(40).regex(/^[a-zA-Z][\w-]{1,39}$/, { error: '应为字母开头的字母、数字、下划线或减号' }),
    intro: optionalText(200),
    qrUrl: pictureAddress(),
  }),
  response: officialAccounts,
});

export type OfficialAccountEdit = z.input<typeof saveOfficialAccount.request>;

export const reorderOfficialAccounts = defineCall({
  path: `${ADMIN_API}/site/account/reorder`,
  summary: '调整公众号顺序（需 content.write）：accountIds 为全部公众号的新顺序',
  auth: true,
  request: z.object({ accountIds: idOrder() }),
  response: officialAccounts,
});

export const deleteOfficialAccount = defineCall({
  path: `${ADMIN_API}/site/account/delete`,
  summary: '删除公众号（需 content.write）',
  auth: true,
  request: z.object({ accountId: id() }),
  response: officialAccounts,
});

const adviser = z.object({
  id: z.number().int(),
  name: z.string(),
  wechatAccount: z.string(),
  phone: z.string(),
  stages: z.array(z.enum(SCHOOL_STAGES)),
  wechatQrUrl: z.string(),
  intro: z.string(),
  isActive: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const advisers = z.object({ list: z.array(adviser) });

export const adviserList = defineCall({
  path: `${ADMIN_API}/site/advisers`,
  summary: '课程顾问（防伪名单），按顺序，含停用的（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: advisers,
});

export const saveAdviserRequest = z.object({
  adviserId: optionalId(),
  version: id().optional(),
  name: text(16),
  wechatAccount: text(20).regex(WECHAT_ACCOUNT, { error: '应为 6—20 位字母、数字、下划线或减号，以字母开头' }),
  phone: optionalText(20).refine((value) => value === '' || ADVISER_PHONE.test(value), {
    error: '应为 7—15 位数字的电话号码',
  }),
  stages: stageList(),
  wechatQrUrl: pictureAddress(),
  intro: optionalText(200),
  isActive: flag(),
});

export type AdviserEdit = z.input<typeof saveAdviserRequest>;

export const saveAdviser = defineCall({
  path: `${ADMIN_API}/site/adviser/save`,
  summary:
    '新增（不带 adviserId，排在最后）或修改顾问（需 content.write）：姓名、微信号（不能重复）、电话、服务学段、二维码、简介、在岗；修改须带打开时的 version；停用后防伪查询即刻答“不是本平台顾问”',
  auth: true,
  request: saveAdviserRequest,
  response: advisers,
});

export const reorderAdvisers = defineCall({
  path: `${ADMIN_API}/site/adviser/reorder`,
  summary: '调整顾问顺序（需 content.write）：adviserIds 为全部顾问的新顺序',
  auth: true,
  request: z.object({ adviserIds: idOrder() }),
  response: advisers,
});
