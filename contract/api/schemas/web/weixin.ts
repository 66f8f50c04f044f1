import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, text } from '../fields';
import { WEB_API } from './paths';

const pageUrl = z
  .url({ protocol: /^https?$/, error: '应为完整的 http(s) 页面地址' })
  .max(1000, { error: '长度不能超过 1000 个字符' });

export const jsSdkSignature = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** SHA-1 of jsapi_ticket, noncestr, timestamp and url (without #fragment). */
  signature: z.string(),
});

export const weChatOpenId = defineCall({
  path: `${WEB_API}/weixin/weChatOpenId`,
  summary: '以微信网页授权 code 换取 openId',
  auth: false,
  request: z.object({ code: text(200) }),
  response: z.object({ openId: z.string() }),
});

export const shareConfig = defineCall({
  path: `${WEB_API}/weixin/shareConfig`,
  summary: '微信分享 JS-SDK 签名（type：0/1 按设备，3 为文章页）',
  auth: false,
  request: z.object({ url: pageUrl, type: choice(['0', '1', '3']) }),
  response: jsSdkSignature,
});

export const jsSdkConfig = defineCall({
  path: `${WEB_API}/weChat/JSSDKConfig`,
  summary: '微信 JS-SDK 配置：签名与可用接口列表',
  auth: false,
  request: z.object({ url: pageUrl }),
  response: jsSdkSignature.extend({ jsApiList: z.array(z.string()) }),
});
