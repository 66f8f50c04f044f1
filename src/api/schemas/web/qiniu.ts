import { z } from 'zod';
import { defineCall } from '../contract';
import { choice } from '../fields';
import { WEB_API } from './paths';

export const getUploadToken = defineCall({
  path: `${WEB_API}/qiniu/getuptoken`,
  summary: '上传凭证：以 multipart 表单（token、file）提交到 uploadUrl；image 只收图片，document 另收 PDF 与 Word',
  auth: false,
  request: z.object({ kind: choice(['image', 'document']).default('image') }),
  response: z.object({
    token: z.string(),
    uploadUrl: z.string(),
    /** Address of an uploaded file = domain + key from the upload answer. */
    domain: z.string(),
    expiresAt: z.string(),
  }),
});
