import { z } from 'zod';
import { defineCall } from '../contract';
import { id, optionalId, paged, pagingRequest } from '../fields';
import { WEB_API } from './paths';

export const articleCard = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
  isTop: z.boolean(),
  categoryId: z.number().int(),
  categoryName: z.string(),
});

export const findArticles = defineCall({
  path: `${WEB_API}/information/find`,
  summary: '资讯列表：置顶在前，其余按发布时间倒序',
  auth: false,
  request: z.object({ categoryId: optionalId(), ...pagingRequest }),
  response: paged(articleCard),
});

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const articleDetails = defineCall({
  path: `${WEB_API}/information/details`,
  summary: '资讯详情（计一次阅读）与上一篇、下一篇',
  auth: false,
  request: z.object({ id: id() }),
  response: articleCard.extend({ contentHtml: z.string(), previous: neighbour, next: neighbour }),
});
