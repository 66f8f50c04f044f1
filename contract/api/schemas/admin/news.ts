import { z } from 'zod';
import { ARTICLE_STATUSES } from '../../../vocabulary/articleStatus';
import { defineCall, emptyRequest } from '../contract';
import { choice, flag, id, optionalId, optionalText, paged, pagingRequest, text } from '../fields';
import { uploadTicket } from '../web/qiniu';
import { ADMIN_API } from './paths';

/** An article's editable fields as the console's form holds them and the server saves them. */
export interface ArticleFields {
  title: string;
  categoryId: number;
  summary: string;
  author: string;
  coverUrl: string;
  contentHtml: string;
  isTop: boolean;
}

/** The longest article body the editor saves, in characters of HTML. */
export const ARTICLE_HTML_LIMIT = 100_000;

const articleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  author: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  isTop: z.boolean(),
  views: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

const articleForm = articleRow.extend({
  summary: z.string(),
  coverUrl: z.string(),
  /** As stored: sanitised when saved, exactly what the site shows. */
  contentHtml: z.string(),
});

const category = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), articleCount: z.number().int() });

export const articleList = defineCall({
  path: `${ADMIN_API}/news/list`,
  summary: '资讯列表（需 content.read）：按标题搜索，按分类、状态筛选，新近修改的在前，分页；含草稿',
  auth: true,
  request: z.object({
    q: optionalText(40),
    categoryId: optionalId(),
    status: choice(ARTICLE_STATUSES).optional(),
    ...pagingRequest,
  }),
  response: paged(articleRow),
});

export const articleDetail = defineCall({
  path: `${ADMIN_API}/news/detail`,
  summary: '资讯的可编辑内容与版本号（需 content.read）',
  auth: true,
  request: z.object({ articleId: id() }),
  response: articleForm,
});

export const saveArticle = defineCall({
  path: `${ADMIN_API}/news/save`,
  summary:
    '新建（不带 articleId，成为草稿）或保存资讯（需 content.write）；正文在保存时净化；保存须带打开时的 version，期间被他人保存过则拒绝；写入操作日志，公开页面与 sitemap 随即更新',
  auth: true,
  request: z.object({
    articleId: optionalId(),
    version: id().optional(),
    categoryId: id(),
    title: text(80),
    summary: optionalText(200),
    author: optionalText(32),
    coverUrl: optionalText(500),
    contentHtml: text(ARTICLE_HTML_LIMIT),
    isTop: flag(),
  }),
  response: articleForm,
});

export const setArticleStatus = defineCall({
  path: `${ADMIN_API}/news/status`,
  summary:
    '发布或撤回资讯（需 content.write）：发布后即刻出现在 /news 与 sitemap，发布时间为此刻；撤回后回到草稿，原地址不再可读；须带打开时的 version',
  auth: true,
  request: z.object({ articleId: id(), status: choice(ARTICLE_STATUSES), version: id() }),
  response: articleForm,
});

export const articleCategories = defineCall({
  path: `${ADMIN_API}/news/categories`,
  summary: '资讯分类及其文章数，按排序（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: z.array(category),
});

export const saveArticleCategory = defineCall({
  path: `${ADMIN_API}/news/category/save`,
  summary: '新增分类（不带 categoryId，排在最后）或改名（需 content.write）；名称不能重复；返回全部分类',
  auth: true,
  request: z.object({ categoryId: optionalId(), name: text(16) }),
  response: z.array(category),
});

export const imageUploadTicket = defineCall({
  path: `${ADMIN_API}/upload/image`,
  summary: '图片上传凭证（需 content.write）：与网站的上传凭证相同，一次一个公开图片，用于资讯封面与正文插图',
  auth: true,
  request: emptyRequest,
  response: uploadTicket,
});
