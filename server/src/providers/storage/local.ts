import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isPrivateKind, UPLOAD_FILE_EXTENSIONS, type UploadFileType, type UploadKind, uploadTypesOf } from './uploadTypes';
import { type StorageProvider, type UploadTicket, UPLOAD_TOKEN_TTL_SECONDS } from './types';
import { createUploadToken, type PutPolicy, readUploadToken } from './uploadToken';

export const LOCAL_UPLOAD_PATH = '/api/upload';
export const LOCAL_FILES_PREFIX = '/api/upload/files/';
export const PRIVATE_FILES_PREFIX = '/api/upload/private/';
const LOCAL_BUCKET = 'local';
const PRIVATE_BUCKET = 'local-private';
/** Owner of a private file sent without a login (anonymous forms): only staff read it. */
export const ANONYMOUS_OWNER = 'anon';
/** A public file's key: day and content hash. Nothing else under the uploads directory is served publicly. */
export const PUBLIC_KEY = /^\d{8}\/[0-9a-f]{40}\.[a-z]{3,4}$/;
const PRIVATE_KEY = /^(anon|u[1-9]\d{0,15})\/(\d{8})\/([0-9a-f]{32})\.([a-z]{3,4})$/;

export interface LocalStorage extends StorageProvider {
  readonly kind: 'local';
  readonly directory: string;
  /** A ticket of any kind; a private one names its owner (`u<user id>` or ANONYMOUS_OWNER). */
  createUploadTicket(now: Date, kind?: UploadKind, owner?: string): UploadTicket;
  /** The policy of a valid, unexpired token; undefined otherwise. */
  verifyToken(token: string, now: Date): PutPolicy | undefined;
  /**
   * Stores the bytes. A public file's key is derived from its content (the same picture uploaded twice is kept
   * once); a private file's key is random and begins with its owner, under a directory nothing serves publicly.
   */
  save(bytes: Uint8Array, type: UploadFileType, now: Date, policy: PutPolicy): Promise<{ key: string; hash: string }>;
  /** A private file's owner and bytes, or undefined when the key is malformed or names no file. */
  readPrivate(key: string): Promise<{ owner: string; extension: string; bytes: Buffer } | undefined>;
}

/**
 * Files kept under DATA_DIR/uploads (public ones by day, private ones under private/), served by this server;
 * tokens have Qiniu's format. Private files always live here, also when public pictures go to Qiniu.
 */
export function createLocalStorage(options: {
  directory: string;
  privateDirectory: string;
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
    createUploadTicket(now, kind = 'image', owner = ANONYMOUS_OWNER) {
      const deadline = Math.floor(now.getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
      const isPrivate = isPrivateKind(kind);
      const token = createUploadToken(keys, {
        scope: isPrivate ? PRIVATE_BUCKET : LOCAL_BUCKET,
        deadline,
        fsizeLimit: options.limitBytes,
        mimeLimit: uploadTypesOf(kind).join(';'),
        ...(isPrivate ? { endUser: owner } : {}),
        nonce: randomBytes(12).toString('base64url'),
      });
      return {
        token,
        uploadUrl: `${options.publicBaseUrl}${LOCAL_UPLOAD_PATH}`,
        domain: `${options.publicBaseUrl}${isPrivate ? PRIVATE_FILES_PREFIX : LOCAL_FILES_PREFIX}`,
        expiresAt: new Date(deadline * 1000).toISOString(),
      };
    },
    verifyToken(token, now) {
      const policy = readUploadToken(token, keys);
      if (!policy || (policy.scope !== LOCAL_BUCKET && policy.scope !== PRIVATE_BUCKET)) return undefined;
      return policy.deadline * 1000 > now.getTime() ? policy : undefined;
    },
    async save(bytes, type, now, policy) {
      const day = now.toISOString().slice(0, 10).replace(/-/g, '');
      const extension = UPLOAD_FILE_EXTENSIONS[type];
      if (policy.scope === PRIVATE_BUCKET) {
        const owner = policy.endUser ?? ANONYMOUS_OWNER;
        const key = `${owner}/${day}/${randomBytes(16).toString('hex')}.${extension}`;
        const path = join(options.privateDirectory, key);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
        return { key, hash: createHash('sha1').update(bytes).digest('hex') };
      }
      const hash = createHash('sha1').update(bytes).digest('hex');
      const key = `${day}/${hash}.${extension}`;
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
    async readPrivate(key) {
      const match = PRIVATE_KEY.exec(key);
      if (!match) return undefined;
      const bytes = await readFile(join(options.privateDirectory, key)).catch(() => undefined);
      return bytes ? { owner: match[1]!, extension: match[4]!, bytes } : undefined;
    },
  };
}
