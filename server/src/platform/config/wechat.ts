import { z } from 'zod';

export const WECHAT_TICKET_PROVIDERS = ['local', 'wechat'] as const;
/** Ticket used by the local provider: signatures are computed for real but WeChat itself will not accept them. */
export const LOCAL_JSAPI_TICKET = 'local-development-jsapi-ticket';

export interface WechatConfig {
  appId: string;
  appSecret: string | undefined;
  ticketProvider: (typeof WECHAT_TICKET_PROVIDERS)[number];
  localTicket: string;
  /** The token set in the official account's server configuration; without it there is no message endpoint. */
  messageToken: string | undefined;
}

/** The official account: its AppID and secret, the JS-SDK ticket's source, and its message token. */
export const wechatEnv = {
  WECHAT_APP_ID: z
    .string()
    .regex(/^wx[0-9a-zA-Z]{8,32}$/, { error: '应为 wx 开头的公众号 AppID' })
    .default('wx00000000000dev00'),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_TICKET_PROVIDER: z.enum(WECHAT_TICKET_PROVIDERS).default('local'),
  WECHAT_LOCAL_TICKET: z.string().default(LOCAL_JSAPI_TICKET),
  // WeChat allows 3-32 letters and digits for the token of the official account's message server.
  WECHAT_MESSAGE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/, { error: '应为 3—32 位字母或数字（与公众号后台的服务器配置 Token 一致）' })
    .optional(),
};

type WechatEnv = z.output<z.ZodObject<typeof wechatEnv>>;

export function readWechatConfig(e: WechatEnv, problems: string[]): WechatConfig {
  if (e.WECHAT_TICKET_PROVIDER === 'wechat' && !e.WECHAT_APP_SECRET) {
    problems.push('WECHAT_TICKET_PROVIDER=wechat 需要同时设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET');
  }
  return {
    appId: e.WECHAT_APP_ID,
    appSecret: e.WECHAT_APP_SECRET,
    ticketProvider: e.WECHAT_TICKET_PROVIDER,
    localTicket: e.WECHAT_LOCAL_TICKET,
    messageToken: e.WECHAT_MESSAGE_TOKEN,
  };
}
