import type { AppConfig } from '../config';
import type { Store } from '../store';
import { createStorageProvider, type LocalStorage, type StorageProvider } from './storage';
import { createWechatProvider, type WechatProvider } from './wechat';

export interface Providers {
  wechat: WechatProvider;
  storage: StorageProvider | LocalStorage;
}

export function createProviders(config: AppConfig, store: Store): Providers {
  return {
    wechat: createWechatProvider(config, store),
    storage: createStorageProvider(config),
  };
}
