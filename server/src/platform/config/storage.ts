import { z } from 'zod';
import { baseUrl } from './env';

export const STORAGE_PROVIDERS = ['local', 'qiniu'] as const;

export type StorageConfig =
  | { provider: 'local' }
  | { provider: 'qiniu'; accessKey: string; secretKey: string; bucket: string; domain: string; uploadUrl: string };

/** Where pictures are uploaded: the server's own store, or a Qiniu bucket. */
export const storageEnv = {
  STORAGE_PROVIDER: z.enum(STORAGE_PROVIDERS).default('local'),
  QINIU_ACCESS_KEY: z.string().optional(),
  QINIU_SECRET_KEY: z.string().optional(),
  QINIU_BUCKET: z.string().optional(),
  QINIU_DOMAIN: baseUrl.optional(),
  QINIU_UPLOAD_URL: baseUrl.default('https://up.qiniup.com'),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export function readStorageConfig(e: StorageEnv, problems: string[]): StorageConfig {
  if (e.STORAGE_PROVIDER !== 'qiniu') return { provider: 'local' };
  const { QINIU_ACCESS_KEY, QINIU_SECRET_KEY, QINIU_BUCKET, QINIU_DOMAIN } = e;
  if (!QINIU_ACCESS_KEY || !QINIU_SECRET_KEY || !QINIU_BUCKET || !QINIU_DOMAIN) {
    problems.push('STORAGE_PROVIDER=qiniu 需要设置 QINIU_ACCESS_KEY、QINIU_SECRET_KEY、QINIU_BUCKET 和 QINIU_DOMAIN');
    return { provider: 'local' };
  }
  return {
    provider: 'qiniu',
    accessKey: QINIU_ACCESS_KEY,
    secretKey: QINIU_SECRET_KEY,
    bucket: QINIU_BUCKET,
    domain: QINIU_DOMAIN,
    uploadUrl: e.QINIU_UPLOAD_URL,
  };
}
