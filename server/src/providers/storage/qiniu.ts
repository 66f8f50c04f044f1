import { randomUUID } from 'node:crypto';
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
      // A fresh, unguessable key per ticket: a scope naming one key with insertOnly lets the token create that
      // key once and nothing else (no second file, no overwrite). The key has no extension because the ticket
      // is issued before the file is chosen; Qiniu serves the stored MIME type (one mimeLimit admitted), not one
      // guessed from the key.
      const key = `uploads/${now.toISOString().slice(0, 10).replace(/-/g, '')}/${randomUUID()}`;
      const token = createUploadToken(options, {
        scope: `${options.bucket}:${key}`,
        insertOnly: 1,
        deadline,
        fsizeLimit: options.limitBytes,
        mimeLimit: uploadTypesOf(kind).join(';'),
      });
      return {
        token,
        key,
        uploadUrl: options.uploadUrl,
        domain: `${options.domain}/`,
        expiresAt: new Date(deadline * 1000).toISOString(),
      };
    },
  };
}
