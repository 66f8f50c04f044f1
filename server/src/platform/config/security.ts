import forge from 'node-forge';
import { z } from 'zod';
import { OWASP_SCRYPT } from '../db/password';
import { booleanFlag, integerIn } from './env';
import { DEV_AES_KEY, DEV_RSA_PRIVATE_KEY, DEV_RSA_PUBLIC_KEY } from './keys/dev-keys';

/** deploy/env.example's placeholders start so; production refuses a secret still holding one. */
export const PLACEHOLDER_PREFIX = 'change-me';
/** Secrets of different purposes: production refuses one value used for two of them. */
export const SECRET_VARIABLES = [
  'AES_KEY',
  'RSA_PRIVATE_KEY',
  'VIDEO_SIGNING_SECRET',
  'PASSWORD_REJECTION_SECRET',
  'SMS_CODE_SECRET',
  'UPLOAD_TOKEN_SECRET',
  'STAFF_TOTP_KEY',
  'INSPECTOR_LINK_SECRET',
  'PAYMENT_SANDBOX_SECRET',
  'METRICS_TOKEN',
  'PRIVATE_FILES_TOKEN',
  'WECHAT_APP_SECRET',
  'WECHAT_MESSAGE_TOKEN',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'QINIU_SECRET_KEY',
  'PAYMENT_ALIPAY_PRIVATE_KEY',
  'PAYMENT_WECHAT_API_V3_KEY',
  'PAYMENT_WECHAT_PRIVATE_KEY',
  'PAYMENT_ICBC_PRIVATE_KEY',
] as const;

/**
 * Secrets that each key one purpose only, with the development value each has outside production, where a launch
 * must set its own. None of them derives from AES_KEY: the request-body key is public by design once bodies are
 * encrypted in the browser, so nothing secret may rest on it.
 */
export const OWN_SECRETS = {
  VIDEO_SIGNING_SECRET: { development: 'xueban-video-development-secret', purpose: '课时视频地址的签名密钥' },
  PASSWORD_REJECTION_SECRET: {
    development: 'xueban-password-rejection-development-secret',
    purpose: '无法解密的密码密文的替代密码密钥',
  },
  SMS_CODE_SECRET: { development: 'xueban-sms-code-development-secret', purpose: '短信验证码和短信签名的摘要密钥' },
  UPLOAD_TOKEN_SECRET: { development: 'xueban-upload-token-development-secret', purpose: '上传凭证的签名密钥' },
  STAFF_TOTP_KEY: { development: 'xueban-staff-totp-development-key', purpose: '员工身份验证器密钥的加密密钥' },
} as const;
export type OwnSecret = keyof typeof OWN_SECRETS;
export const ownSecret = (name: OwnSecret) =>
  z.string().min(16, { error: '至少 16 个字符' }).default(OWN_SECRETS[name].development);
/** The key of the inspector links outside production, where INSPECTOR_LINK_SECRET may stay unset. */
export const DEV_INSPECTOR_LINK_SECRET = 'xueban-inspector-link-development-secret';

/**
 * The HMAC key of the inspector links (modules/console/inspectorLinks.ts): the variable's, else the development
 * one outside production; null in a production without the variable, which then makes no links.
 */
export function inspectorLinkSecret(value: string | undefined, developmentConveniences: boolean): string | null {
  return value ?? (developmentConveniences ? DEV_INSPECTOR_LINK_SECRET : null);
}

/** scrypt's cost (N) for new password hashes: OWASP's 2^17, the least production accepts. */
export const PRODUCTION_PASSWORD_HASH_COST = OWASP_SCRYPT.cost;

/** The request-body keys: AES for the fields, RSA for passwords. */
export const keysEnv = {
  AES_KEY: z.string().min(8, { error: '至少 8 个字符' }).default(DEV_AES_KEY),
  RSA_PRIVATE_KEY: z.string().default(DEV_RSA_PRIVATE_KEY),
  RSA_PUBLIC_KEY: z.string().default(DEV_RSA_PUBLIC_KEY),
};

/** Encrypted request bodies, and the captcha's fixed answer of development and tests. */
export const formsEnv = {
  ENCRYPTED_BODY: booleanFlag.default(false),
  /** The public pages drawn on the server for anonymous visitors (server/src/seo/serverRender.ts). */
  SERVER_RENDER: booleanFlag.default(true),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/, { error: '应为 4-8 位字母或数字' })
    .optional(),
};

/** The secrets of passwords, SMS codes and upload tokens, and the cost of password hashes. */
export const secretsEnv = {
  PASSWORD_REJECTION_SECRET: ownSecret('PASSWORD_REJECTION_SECRET'),
  SMS_CODE_SECRET: ownSecret('SMS_CODE_SECRET'),
  UPLOAD_TOKEN_SECRET: ownSecret('UPLOAD_TOKEN_SECRET'),
  STAFF_TOTP_KEY: ownSecret('STAFF_TOTP_KEY'),
  /** Unset in production: the console makes no inspector links there (the site then never loads the inspector). */
  INSPECTOR_LINK_SECRET: z.string().min(16, { error: '至少 16 个字符' }).optional(),
  PASSWORD_HASH_COST: integerIn(1024, 2 ** 20)
    .refine((value) => (value & (value - 1)) === 0, { error: '应为 2 的幂' })
    .default(PRODUCTION_PASSWORD_HASH_COST),
};

export function checkKeyPair(privatePem: string, publicPem: string): string | undefined {
  try {
    const privateKey = forge.pki.privateKeyFromPem(privatePem);
    const publicKey = forge.pki.publicKeyFromPem(publicPem);
    if (privateKey.n.compareTo(publicKey.n) !== 0 || privateKey.e.compareTo(publicKey.e) !== 0) {
      return 'RSA_PUBLIC_KEY 与 RSA_PRIVATE_KEY 不是一对密钥';
    }
    return undefined;
  } catch {
    return 'RSA_PRIVATE_KEY 或 RSA_PUBLIC_KEY 不是有效的 PEM 格式 RSA 密钥';
  }
}
