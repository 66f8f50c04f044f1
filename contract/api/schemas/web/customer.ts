import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { optionalText, text } from '../fields';
import { WEB_API } from './paths';

const adviser = z.object({
  name: z.string(),
  wechatAccount: z.string(),
  /** QR code image of the adviser's WeChat. */
  wechatUrl: z.string(),
});

export const findRandomAdviser = defineCall({
  path: `${WEB_API}/customer/findByRandom`,
  summary: '课程顾问：随机分配一位在岗顾问（登录用户固定为同一位）',
  auth: false,
  request: z.object({ appUUId: optionalText(64) }),
  response: adviser,
});

export const checkAdviserAuthenticity = defineCall({
  path: `${WEB_API}/customer/findByAuthenticityCustomer`,
  summary: '顾问防伪查询：按微信号或手机号核实是否为本平台顾问',
  auth: false,
  request: z.object({ keyWord: text(50) }),
  response: z.object({
    isAuthentic: z.boolean(),
    adviser: adviser.extend({ intro: z.string() }).nullable(),
  }),
});

export const findOfficialAccount = defineCall({
  path: `${WEB_API}/customer/findBywxGongzhonghao`,
  summary: '微信公众号信息与二维码',
  auth: false,
  request: emptyRequest,
  response: z.object({ name: z.string(), account: z.string(), intro: z.string(), qrUrl: z.string() }),
});
