import { z } from 'zod';
import { defineCall } from '../contract';
import { optionalText, text } from '../fields';
import { mobilePhone, smsCode, smsType } from './fields';
import { USER_API } from './paths';

export const getSmsSigns = defineCall({
  path: `${USER_API}/sms/getSgins`,
  summary: '短信发送签名（5 分钟有效）；近期发送较多时 whetherCaptcha 为 true，发送需附图形验证码',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone() }),
  response: z.object({
    signsCode: z.string(),
    t: z.string().describe('签发时间，毫秒时间戳'),
    signs: z.string(),
    whetherCaptcha: z.boolean(),
  }),
});

export const sendSms = defineCall({
  path: `${USER_API}/sms/send`,
  summary: '发送短信验证码：同一手机号 60 秒一次、每日上限 10 次；验证码 5 分钟有效，错 5 次作废',
  auth: false,
  request: z.object({
    mobilePhone: mobilePhone(),
    smsType: smsType(),
    signsCode: text(64),
    t: text(20),
    signs: text(128),
    captcha: optionalText(8),
    c: optionalText(64),
  }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
});

export const verificationCodeCheck = defineCall({
  path: `${USER_API}/sms/verificationCodeCheck`,
  summary: '校验短信验证码（不作废验证码，错误次数累计）',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), smsType: smsType(), code: smsCode() }),
  response: z.null(),
});
