import { z } from 'zod';
import { defineCall } from '../contract';
import { text } from '../fields';
import { appUUId, userInfo } from './fields';
import { USER_API } from './paths';

export const updateUserClass = defineCall({
  path: `${USER_API}/userInfo/updateUserClass`,
  summary: '设置年级（appUUId 须为当前登录用户）',
  auth: true,
  request: z.object({ appUUId: appUUId(), gradeName: text(20) }),
  response: userInfo,
});

export const updateUserClassUpgrade = defineCall({
  path: `${USER_API}/updateUserClassUpgrade`,
  summary: '确认升年级提醒（appUUId 须为当前登录用户）',
  auth: true,
  request: z.object({ appUUId: appUUId() }),
  response: userInfo,
});
