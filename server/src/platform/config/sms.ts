import { z } from 'zod';
import { ALIYUN_SMS_ENDPOINT } from '../../providers/sms/aliyun';
import { booleanFlag, integerIn } from './env';

export const SMS_PROVIDERS = ['local', 'aliyun'] as const;

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  noticeTemplateCodes: { courseLink?: string; serviceReply?: string; accountExists?: string; noAccount?: string };
  endpoint: string;
}

/** Who sends the text messages (the local inbox or Aliyun), the login check by SMS, and the site's hourly ceiling. */
export const smsEnv = {
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('local'),
  SMS_WHITELIST: booleanFlag.default(true),
  SMS_TRIAL_CODE: z
    .string()
    .regex(/^\d{6}$/, { error: '应为 6 位数字' })
    .optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** Template of the course-link message sent to a parent (parameters course and link). */
  ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE: z.string().optional(),
  /** Template of support's reply to a visitor without an account (parameter reply). */
  ALIYUN_SMS_SERVICE_REPLY_TEMPLATE_CODE: z.string().optional(),
  /** Templates of the notices sent instead of a code when the phone's account does not fit the request. */
  ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE: z.string().optional(),
  /** Text messages the whole site may send in one hour (modules/accounts/smsCodes.ts, SMS_CAPS). */
  SMS_HOURLY_CEILING: integerIn(1, 1_000_000).default(1000),
  /** Where SendSms goes: Aliyun's public endpoint unless another (regional, or a test stand-in) is named. */
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, error: '应为 http(s) 地址' }).default(ALIYUN_SMS_ENDPOINT),
};

type SmsEnv = z.output<z.ZodObject<typeof smsEnv>>;

/** Aliyun's settings when it sends the messages; each missing variable is a problem. */
export function readAliyunSmsConfig(e: SmsEnv, problems: string[]): AliyunSmsConfig | undefined {
  if (e.SMS_PROVIDER !== 'aliyun') return undefined;
  const { ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE } = e;
  if (!ALIYUN_SMS_ACCESS_KEY_ID || !ALIYUN_SMS_ACCESS_KEY_SECRET || !ALIYUN_SMS_SIGN_NAME || !ALIYUN_SMS_TEMPLATE_CODE) {
    problems.push(
      'SMS_PROVIDER=aliyun 需要设置 ALIYUN_SMS_ACCESS_KEY_ID、ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME 和 ALIYUN_SMS_TEMPLATE_CODE',
    );
    return undefined;
  }
  return {
    accessKeyId: ALIYUN_SMS_ACCESS_KEY_ID,
    accessKeySecret: ALIYUN_SMS_ACCESS_KEY_SECRET,
    signName: ALIYUN_SMS_SIGN_NAME,
    templateCode: ALIYUN_SMS_TEMPLATE_CODE,
    noticeTemplateCodes: {
      ...(e.ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE ? { courseLink: e.ALIYUN_SMS_COURSE_LINK_TEMPLATE_CODE } : {}),
      ...(e.ALIYUN_SMS_SERVICE_REPLY_TEMPLATE_CODE ? { serviceReply: e.ALIYUN_SMS_SERVICE_REPLY_TEMPLATE_CODE } : {}),
      ...(e.ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE ? { accountExists: e.ALIYUN_SMS_ACCOUNT_EXISTS_TEMPLATE_CODE } : {}),
      ...(e.ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE ? { noAccount: e.ALIYUN_SMS_NO_ACCOUNT_TEMPLATE_CODE } : {}),
    },
    endpoint: e.ALIYUN_SMS_ENDPOINT,
  };
}
