import type { Locale } from '@/i18n';

export const APP_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

import type { ApiHost } from '@contract/api/hosts';

export interface ClientBlock {
  /** Organisation number: anonymous calls authorise with `Org <number>`. */
  number: string;
  id: string;
  /** Prefix of every local-storage key, so several clients can share an origin. */
  storeKey: string;
  name: string;
  /** Name of the cookie holding the login token. */
  tokenName: string;
}

export interface EnvironmentSettings {
  /** Base URL per API host; '' means the page's own origin. */
  hosts: Record<ApiHost, string>;
  wechatAppId: string;
}

export interface ServiceHours {
  /** ISO weekday numbers, 1 = Monday. */
  firstDay: number;
  lastDay: number;
  opens: string;
  closes: string;
}

export interface AppConfig {
  environment: AppEnvironment;
  client: ClientBlock;
  hosts: Record<ApiHost, string>;
  wechatAppId: string;
  requestTimeoutMs: number;
  chunkLoadTimeoutMs: number;
  aesKey: string;
  encryptedBody: boolean;
  customerService: { phone: string; hours: ServiceHours };
  company: {
    name: Record<Locale, string>;
    address: Record<Locale, string>;
    icpRecord: string;
    icpLicence: string;
    icpQueryUrl: string;
    publicSecurityRecord: string;
    publicSecurityUrl: string;
  };
}

export const REQUEST_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/*
 * Development key material, the public halves of what the API server uses by default. They are
 * committed on purpose; a production build passes its own AES key through VITE_AES_KEY, and the RSA
 * public key comes from the server that serves the page (bootRsaPublicKey in src/api/http/bootConfig.ts),
 * this one being only what pages no server wrote fall back to in src/lib/rsa.ts (the server refuses to start
 * in production with the development keys). The fallback stays with the password encryption, a chunk only
 * some visits load, so the key is not part of every page's first download.
 */
export const DEV_AES_KEY = 'xueban-development-aes-passphrase';
export const DEV_RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAkc2k1JTJLtHddBTkAH25
toe//PW5aGHG/VZk/sQfUFBgKzdCgceW2RVcs+JJNOkYNet+3RdamkeQqaZmqACU
b8FrSRQWPD/AmogBE02KQQrUxZWUFiOsN0eNRo9WOghOM4PwypmR2f8D01ww2oVI
pnlfOvKs0YmQs6WVgnTBArEoI4RaIcnnZy9Zb/JQb0UyHmOS572H0izp0rxRapnt
dajfbKKmlVFuczdgamDeP7Qp6eU7WgOc8H7jycpY3u+Eo+zAIJiFzkZbvkE8EV2e
qEHHMVdbhuPtka2xa2P/c0roBFH6RBeSpayQMdmmX+bp18QpSdHXBWnLBCOX0SoB
KQIDAQAB
-----END PUBLIC KEY-----`;

/** Same defaults as the API server, so an unconfigured checkout works end to end. */
export const DEFAULT_CLIENT: ClientBlock = {
  number: '20260001',
  id: 'xueban-web',
  storeKey: 'xueban',
  name: '学伴在线',
  tokenName: 'xueban_token',
};

const DEV_WECHAT_APP_ID = 'wx00000000000dev00';

export const ENVIRONMENTS: Record<AppEnvironment, EnvironmentSettings> = {
  development: { hosts: { web: '', auth: '' }, wechatAppId: DEV_WECHAT_APP_ID },
  test: { hosts: { web: '', auth: '' }, wechatAppId: DEV_WECHAT_APP_ID },
  production: { hosts: { web: '', auth: '' }, wechatAppId: DEV_WECHAT_APP_ID },
};

export const CUSTOMER_SERVICE = {
  phone: '400-882-6155',
  hours: { firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' },
} as const satisfies AppConfig['customerService'];

export const COMPANY = {
  name: {
    'zh-CN': '北京学伴在线教育科技有限公司',
    en: 'Beijing Xueban Online Education Technology Co., Ltd.',
  },
  address: {
    'zh-CN': '北京市海淀区学院路 35 号学伴大厦 6 层',
    en: '6F Xueban Building, 35 Xueyuan Road, Haidian District, Beijing',
  },
  icpRecord: '京ICP备2026010358号-1',
  icpLicence: '京B2-20260417',
  icpQueryUrl: 'https://beian.miit.gov.cn/',
  publicSecurityRecord: '京公网安备11010802036512号',
  publicSecurityUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010802036512',
} as const satisfies AppConfig['company'];

type EnvSource = Readonly<Record<string, unknown>>;

function read(env: EnvSource, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isEnvironment(value: unknown): value is AppEnvironment {
  return typeof value === 'string' && (APP_ENVIRONMENTS as readonly string[]).includes(value);
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Builds the configuration from Vite's `import.meta.env` (or any record of the same variables). */
export function createConfig(env: EnvSource): AppConfig {
  const requested = read(env, 'VITE_APP_ENV') ?? read(env, 'MODE');
  const environment: AppEnvironment = isEnvironment(requested) ? requested : 'production';
  const defaults = ENVIRONMENTS[environment];
  const web = read(env, 'VITE_WEB_BASE_URL') ?? defaults.hosts.web;
  const auth = read(env, 'VITE_AUTH_BASE_URL') ?? read(env, 'VITE_WEB_BASE_URL') ?? defaults.hosts.auth;
  const encryptedFlag = read(env, 'VITE_ENCRYPTED_BODY')?.toLowerCase();

  return {
    environment,
    client: {
      number: read(env, 'VITE_CLIENT_NUMBER') ?? DEFAULT_CLIENT.number,
      id: read(env, 'VITE_CLIENT_ID') ?? DEFAULT_CLIENT.id,
      storeKey: read(env, 'VITE_CLIENT_STORE_KEY') ?? DEFAULT_CLIENT.storeKey,
      name: read(env, 'VITE_CLIENT_NAME') ?? DEFAULT_CLIENT.name,
      tokenName: read(env, 'VITE_CLIENT_TOKEN_NAME') ?? DEFAULT_CLIENT.tokenName,
    },
    hosts: { web: withoutTrailingSlash(web), auth: withoutTrailingSlash(auth) },
    wechatAppId: read(env, 'VITE_WECHAT_APP_ID') ?? defaults.wechatAppId,
    requestTimeoutMs: positiveInteger(read(env, 'VITE_REQUEST_TIMEOUT_MS'), REQUEST_TIMEOUT_MS),
    chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
    aesKey: read(env, 'VITE_AES_KEY') ?? DEV_AES_KEY,
    encryptedBody: encryptedFlag !== undefined && ['1', 'true', 'yes', 'on'].includes(encryptedFlag),
    customerService: CUSTOMER_SERVICE,
    company: COMPANY,
  };
}

export const config: AppConfig = createConfig(import.meta.env);
