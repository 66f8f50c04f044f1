import { z } from 'zod';
import { defineCall } from '../contract';
import { isoDateTime, optionalText } from '../fields';
import { IN_APP_PATH } from './site';
import { ADMIN_API } from './paths';

/*
 * The Stately inspector on the production family site: a staff member makes a short-lived signed link to a page
 * of the site, and a browser that opens it shows the state of every flow of that page (login, SMS countdown,
 * payment …) in the inspector's window. Without a link a production page loads no inspector at all.
 */

/** How long a link opens the inspector: long enough to reproduce one problem, short enough to be worthless leaked. */
export const INSPECTOR_LINK_MINUTES = 15;

/** The query parameter the site reads: `1` in a development or preview build, a signed token in production. */
export const INSPECTOR_PARAM = 'inspect';

export const mintInspectorLink = defineCall({
  path: `${ADMIN_API}/inspector/link`,
  summary: `生成打开状态检查器（Stately Inspector）的站点链接（任何员工）：path 为站内页面地址（默认 /home），链接带签名，${INSPECTOR_LINK_MINUTES} 分钟内有效`,
  auth: true,
  request: z.object({
    path: optionalText(500)
      .refine((value) => value === '' || IN_APP_PATH.test(value), { error: '应为以 / 开头的站内地址' })
      .transform((value) => value || '/home'),
  }),
  response: z.object({
    /** The page's address with `?inspect=<token>`: absolute when the site's public address is configured. */
    link: z.string(),
    token: z.string(),
    expiresAt: isoDateTime,
  }),
});
