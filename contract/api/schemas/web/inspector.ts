import { z } from 'zod';
import { defineCall } from '../contract';
import { isoDateTime, text } from '../fields';
import { WEB_API } from './paths';

/** Why a link's token does not open the inspector (status 0 with one of these messages). */
export const INSPECTOR_LINK_MESSAGES = {
  expired: '检查器链接已过期，请在运营后台重新生成',
  invalid: '检查器链接无效',
} as const;

export const checkInspectorLink = defineCall({
  path: `${WEB_API}/inspector/check`,
  summary: `检查状态检查器链接的 token：有效时 status 1 并给出过期时间；过期（“${INSPECTOR_LINK_MESSAGES.expired}”）或签名不对（“${INSPECTOR_LINK_MESSAGES.invalid}”）时 status 0`,
  auth: false,
  request: z.object({ token: text(200) }),
  response: z.object({ expiresAt: isoDateTime }),
});
