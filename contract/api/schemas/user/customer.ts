import { z } from 'zod';
import { defineCall } from '../contract';
import { optionalText } from '../fields';
import { USER_API } from './paths';

export const findAdviserByAppUUId = defineCall({
  path: `${USER_API}/customer/findByAppUUId`,
  summary: '用户的课程顾问微信（未分配时随机一位在岗顾问）',
  auth: false,
  request: z.object({ appUUId: optionalText(64) }),
  response: z.object({ name: z.string(), wechatAccount: z.string(), wechatUrl: z.string() }),
});
