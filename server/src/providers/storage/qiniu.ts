import { uploadTypesOf } from './uploadTypes';
import { type StorageProvider, UPLOAD_TOKEN_TTL_SECONDS } from './types';
import { createUploadToken } from './uploadToken';

export function createQiniuStorage(options: {
  accessKey: string;
  secretKey: string;
  bucket: string;
  domain: string;
  uploadUrl: string;
  limitBytes: number;
}): StorageProvider {
  return {
    kind: 'qiniu',
    createUploadTicket(now, kind = 'image') {
      const deadline = Math.floor(now.getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
      const token = createUploadToken(options, {
        scope: options.bucket,
        deadline,
        fsizeLimit: options.limitBytes,
        mimeLimit: uploadTypesOf(kind).join(';'),
        saveKey: 'uploads/$(year)$(mon)$(day)/$(etag)$(ext)',
        forceSaveKey: true,
      });
      return {
        token,
        uploadUrl: options.uploadUrl,
        domain: `${options.domain}/`,
        expiresAt: new Date(deadline * 1000).toISOString(),
      };
    },
  };
}
