import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, flag, id, paged, pagingRequest } from '../fields';
import { USER_API } from './paths';

export const COLLECTION_TYPES = ['course', 'news', 'tutor'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

const target = { objectType: choice(COLLECTION_TYPES), objectId: id() };

export const addOrUpdateCollection = defineCall({
  path: `${USER_API}/collection/addorUpdateCollection`,
  summary: '收藏或取消收藏课程、资讯、学霸（collect=1 收藏，0 取消；重复提交结果相同）',
  auth: true,
  request: z.object({ ...target, collect: flag() }),
  response: z.object({ objectType: z.enum(COLLECTION_TYPES), objectId: z.number().int(), collected: z.boolean() }),
});

export const checkCollection = defineCall({
  path: `${USER_API}/collection/check`,
  summary: '是否已收藏某对象',
  auth: true,
  request: z.object(target),
  response: z.object({ collected: z.boolean() }),
});

export const findCollections = defineCall({
  path: `${USER_API}/collections`,
  summary: '我的收藏：按类型分页，最近收藏在前',
  auth: true,
  request: z.object({ objectType: choice(COLLECTION_TYPES), ...pagingRequest }),
  response: paged(
    z.object({
      id: z.number().int(),
      objectType: z.enum(COLLECTION_TYPES),
      objectId: z.number().int(),
      title: z.string(),
      /** Course: subtitle; news: summary; tutor: school and major. */
      summary: z.string(),
      coverUrl: z.string(),
      /** Course price in yuan; null for news and tutors. */
      price: z.number().nullable(),
      collectedAt: z.string(),
    }),
  ),
});
