import { join } from 'node:path';
import type { AppConfig } from '../../platform/config';
import { createLocalStorage, type LocalStorage } from './local';
import { createQiniuStorage } from './qiniu';
import type { StorageProvider } from './types';

export type { StorageProvider, UploadTicket } from './types';
export type { LocalStorage } from './local';

/** The server's own file store: every private file, and public pictures too when Qiniu is not configured. */
export function createLocalFiles(config: AppConfig): LocalStorage {
  return createLocalStorage({
    directory: join(config.dataDir, 'uploads'),
    // Inside the uploads directory, so the volume that instances share for uploads holds these too.
    privateDirectory: join(config.dataDir, 'uploads', 'private'),
    publicBaseUrl: config.webBaseUrl,
    signingSecret: config.uploadTokenSecret,
    limitBytes: config.uploadLimitBytes,
  });
}

/** Where public pictures go: Qiniu when configured, otherwise `files` (the server's own store). */
export function createStorageProvider(config: AppConfig, files = createLocalFiles(config)): StorageProvider | LocalStorage {
  if (config.storage.provider === 'qiniu') {
    return createQiniuStorage({ ...config.storage, limitBytes: config.uploadLimitBytes });
  }
  return files;
}
