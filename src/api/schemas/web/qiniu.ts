import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { WEB_API } from './paths';

export const getUploadToken = defineCall({
  path: `${WEB_API}/qiniu/getuptoken`,
  summary: '图片上传凭证：以 multipart 表单（token、file）提交到 uploadUrl',
  auth: false,
  request: emptyRequest,
  response: z.object({
    token: z.string(),
    uploadUrl: z.string(),
    /** Address of an uploaded file = domain + key from the upload answer. */
    domain: z.string(),
    expiresAt: z.string(),
  }),
});
