import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, paged, pagingRequest } from '../fields';
import { USER_API } from './paths';
import { ORDER_NO_PATTERN } from '../../../vocabulary/orders';

export const NOTIFICATION_KINDS = ['system', 'order', 'course', 'activity'] as const;
export const NOTIFICATION_FILTERS = ['all', ...NOTIFICATION_KINDS] as const;
export const NOTIFICATION_OBJECTS = ['order', 'course', 'news', 'feedback', 'studyReport', 'childReport'] as const;

const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  content: z.string(),
  objectType: z.enum(NOTIFICATION_OBJECTS).nullable(),
  /** Order number for orders, record id otherwise: what the message opens. */
  objectKey: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDateTime,
});

export const findByUserInfoId = defineCall({
  path: `${USER_API}/notification/findByUserInfoId`,
  summary: '我的消息：按类型分页，最新在前，并给出未读数',
  auth: true,
  request: z.object({ kind: choice(NOTIFICATION_FILTERS).default('all'), ...pagingRequest }),
  response: paged(notification).extend({ unread: z.number().int() }),
});

export const findById = defineCall({
  path: `${USER_API}/notification/findById`,
  summary: '打开一条消息（同时标记为已读）',
  auth: true,
  request: z.object({ id: id() }),
  response: notification,
});

export const findByObjectId = defineCall({
  path: `${USER_API}/notification/findByObjectId`,
  summary: '关于某个对象（订单、课程、资讯）的消息，最新在前，全部标记为已读；订单以订单号查询',
  auth: true,
  request: z
    .object({
      objectType: choice(NOTIFICATION_OBJECTS),
      /** As the family knows the object, the same as a message's objectKey: an order's number, another record's id. */
      objectId: z.string({ error: '应为文本' }).trim(),
    })
    .superRefine((input, context) => {
      const problem =
        input.objectType === 'order'
          ? ORDER_NO_PATTERN.test(input.objectId)
            ? null
            : '订单号格式不正确'
          : id().safeParse(input.objectId).success
            ? null
            : '应为正整数';
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['objectId'] });
    }),
  response: z.object({ list: z.array(notification) }),
});
