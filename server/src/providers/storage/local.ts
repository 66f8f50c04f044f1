import { createHash, createHmac } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOAD_FILE_EXTENSIONS, type UploadFileType, uploadTypesOf } from './uploadTypes';
import { type StorageProvider, UPLOAD_TOKEN_TTL_SECONDS } from './types';
import { createUploadToken, type PutPolicy, readUploadToken } from './uploadToken';

export const LOCAL_UPLOAD_PATH = '/api/upload';
export const LOCAL_FILES_PREFIX = '/api/upload/files/';
const LOCAL_BUCKET = 'local';

export interface LocalStorage extends StorageProvider {
  readonly kind: 'local';
  readonly directory: string;
  /** The policy of a valid, unexpired token; undefined otherwise. */
  verifyToken(token: string, now: Date): PutPolicy | undefined;
  /** Stores the bytes under a content-derived key (the same picture uploaded twice is kept once). */
  save(bytes: Uint8Array, type: UploadFileType, now: Date): Promise<{ key: string; hash: string }>;
}

/** Files kept under DATA_DIR/uploads and served by this server; tokens have Qiniu's format. */
export function createLocalStorage(options: {
  directory: string;
  publicBaseUrl: string;
  signingSecret: string;
  limitBytes: number;
}): LocalStorage {
  const keys = {
    accessKey: 'local',
    secretKey: createHmac('sha256', options.signingSecret).update('upload-token').digest('hex'),
  };

  return {
    kind: 'local',
    directory: options.directory,
    createUploadTicket(now, kind = 'image') {
      const deadline = Math.floor(now.getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
      const token = createUploadToken(keys, {
        scope: LOCAL_BUCKET,
        deadline,
        fsizeLimit: options.limitBytes,
        mimeLimit: uploadTypesOf(kind).join(';'),
      });
      return {
        token,
        uploadUrl: `${options.publicBaseUrl}${LOCAL_UPLOAD_PATH}`,
        domain: `${options.publicBaseUrl}${LOCAL_FILES_PREFIX}`,
        expiresAt: new Date(deadline * 1000).toISOString(),
      };
    },
    verifyToken(token, now) {
      const policy = readUploadToken(token, keys);
      if (!policy || policy.scope !== LOCAL_BUCKET) return undefined;
      return policy.deadline * 1000 > now.getTime() ? policy : undefined;
    },
    async save(bytes, type, now) {
      const hash = createHash('sha1').update(bytes).digest('hex');
      const day = now.toISOString().slice(0, 10).replace(/-/g, '');
      const key = `${day}/${hash}.${UPLOAD_FILE_EXTENSIONS[type]}`;
      const path = join(options.directory, key);
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
      }
      return { key, hash };
    },
  };
}
