import { z } from 'zod';
import { baseUrl, integerIn } from './env';

export const DEFAULT_ORG_NUMBER = '20260001';

/** The organisation and client the pages name, and the site's public addresses. */
export const siteEnv = {
  ORG_NUMBER: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '应为 1-32 位字母或数字' })
    .default(DEFAULT_ORG_NUMBER),
  CLIENT_NUMBER: z.string().optional(),
  CLIENT_ID: z.string().default('xueban-web'),
  CLIENT_STORE_KEY: z.string().default('xueban'),
  CLIENT_NAME: z.string().default('学伴在线'),
  CLIENT_TOKEN_NAME: z.string().default('xueban_token'),
  WEB_BASE_URL: baseUrl.optional(),
  AUTH_BASE_URL: baseUrl.optional(),
};

/** How often queued broadcasts are fanned out into users' notifications. */
export const notificationsEnv = {
  NOTIFICATION_FAN_OUT_SECONDS: integerIn(1, 3600).default(15),
};
