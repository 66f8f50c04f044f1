import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage, type LocalStorage } from './local';
import { createQiniuStorage } from './qiniu';
import type { StorageProvider } from './types';

export type { StorageProvider, UploadTicket } from './types';
export type { LocalStorage } from './local';

export function createStorageProvider(config: AppConfig): StorageProvider | LocalStorage {
  if (config.storage.provider === 'qiniu') {
    return createQiniuStorage({ ...config.storage, limitBytes: config.uploadLimitBytes });
  }
  return createLocalStorage({
    directory: join(config.dataDir, 'uploads'),
    publicBaseUrl: config.webBaseUrl,
    signingSecret: config.uploadTokenSecret,
    limitBytes: config.uploadLimitBytes,
  });
}
