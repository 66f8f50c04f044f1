import type { AppConfig } from '../platform/config';
import type { Store } from '../platform/store';
import { createLocalFiles, createStorageProvider, type LocalStorage, type StorageProvider } from './storage';
import { createWechatProvider, type WechatProvider } from './wechat';

export interface Providers {
  wechat: WechatProvider;
  storage: StorageProvider | LocalStorage;
  /** The server's own store: private files always, public pictures when `storage` is this same store. */
  files: LocalStorage;
}

export function createProviders(config: AppConfig, store: Store): Providers {
  const files = createLocalFiles(config);
  return {
    wechat: createWechatProvider(config, store),
    storage: createStorageProvider(config, files),
    files,
  };
}
