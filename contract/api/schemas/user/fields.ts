import { z } from 'zod';
import { choice, mobilePhone, text } from '../fields';
import { SMS_TYPES } from '../../../vocabulary/sms';

/** Login account: the phone number, digits only. */
export const loginName = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .regex(/^\d{1,11}$/, { error: '应为不超过 11 位的数字' });

/**
 * A password as the browser sends it: RSA (PKCS#1 v1.5) ciphertext, base64, made with the published public key.
 * Its form is not checked here: whatever does not decrypt is answered as a wrong password (the server's
 * services/accounts/passwords.ts), never by an answer of its own.
 */
export const encryptedPassword = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .min(1, { error: '不能为空' })
    .max(1024, { error: '长度不能超过 1024 个字符' })
    .describe('RSA 公钥加密（PKCS#1 v1.5）后的 base64 密文');

export const smsCode = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .regex(/^\d{4,8}$/, { error: '应为短信验证码数字' });

export const smsType = () =>
  choice(SMS_TYPES).describe(
    '1 注册 / 2 登录校验 / 3 找回密码 / 4 绑定手机 / 5 领取礼包（须附图形验证码） / 6 活动页登录 / 7 家长绑定（学生手机）',
  );

/** Browser-kept id of the device; logins from devices seen before skip the SMS check. */
export const deviceId = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '格式不正确' })
    .optional();

export const appUUId = () => text(64);
export { mobilePhone };

/** Absent means "leave unchanged"; present values are trimmed. */
export function optionalTrimmed(max: number) {
  return z
    .string({ error: '应为文本' })
    .trim()
    .max(max, { error: `长度不能超过 ${max} 个字符` })
    .optional();
}

export const userInfo = z.object({
  rsNo: z.string(),
  name: z.string(),
  phone: z.string(),
  gradeName: z.string(),
  /** 1 = the grade must still be chosen, 2 = chosen. */
  isSetClass: z.number().int(),
  /** 1 = the upgrade notice is waiting, 2 = acknowledged. */
  isClassUpgrade: z.number().int(),
  qiniuUrl: z.string(),
  photoUrl: z.string(),
});

export const loggedIn = z.object({
  UserNotOnSmsWhiteList: z.literal(false),
  userInfo,
  token: z.string().describe('之后请求使用 Authorization: Bearer <token>'),
  expiresAt: z.string(),
});

export const smsCheckNeeded = z.object({
  UserNotOnSmsWhiteList: z.literal(true),
  /** Phone the login code goes to; the client shows it masked. */
  mobilePhone: z.string(),
});
