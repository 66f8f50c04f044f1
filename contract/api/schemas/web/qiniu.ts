import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, optionalText } from '../fields';
import { WEB_API } from './paths';

export const uploadTicket = z.object({
  token: z.string(),
  /** The one key the token may create; when given, the form sends it too (Qiniu requires it). */
  key: z.string().optional(),
  uploadUrl: z.string(),
  /** Address of an uploaded file = domain + key from the upload answer. */
  domain: z.string(),
  expiresAt: z.string(),
});

export const getUploadToken = defineCall({
  path: `${WEB_API}/qiniu/getuptoken`,
  summary:
    '上传凭证（一次一个文件）：以 multipart 表单（token、file，凭证带 key 时连同 key）提交到 uploadUrl；image 为公开图片，screenshot 为仅本人与工作人员可见的截图，document 为仅本人与工作人员可见的简历（另收 PDF 与 Word）；未登录需带表单的图形验证码（不消耗，一个验证码至多换 3 个凭证）；每人、每个地址每天有上传次数上限',
  auth: false,
  request: z.object({
    kind: choice(['image', 'screenshot', 'document']).default('image'),
    /** The anonymous form's image captcha answer and its id (c); the form's own submission uses it up. */
    captcha: optionalText(8),
    c: optionalText(64),
  }),
  response: uploadTicket,
});
