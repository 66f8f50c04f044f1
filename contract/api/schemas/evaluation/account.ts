import { z } from 'zod';
import { defineCall, emptyRequest, emptyResponse } from '../contract';
import { choice, mobilePhone, optionalText, text } from '../fields';
import { deviceId, encryptedPassword, smsCheckNeeded, smsCode } from '../user/fields';
import { evaluationUser, signedIn } from './fields';
import { EVALUATION_API } from './paths';

export const passwordSignIn = defineCall({
  path: `${EVALUATION_API}/login/password`,
  summary:
    '测评账号：手机号 + 密码（RSA 加密）+ 图形验证码登录；新设备返回 UserNotOnSmsWhiteList，需用短信验证码登录（login/sms）后才发放 eToken',
  auth: false,
  request: z.object({ phone: mobilePhone(), password: encryptedPassword(), captcha: text(8), c: text(64), deviceId: deviceId() }),
  response: z.union([signedIn, smsCheckNeeded]),
});

export const sendCode = defineCall({
  path: `${EVALUATION_API}/sms/send`,
  summary: '测评区短信验证码：login 登录（新手机号首次登录即建号）/ reset 找回密码；签名取自 /api/v1/sms/getSgins',
  auth: false,
  request: z.object({
    phone: mobilePhone(),
    purpose: choice(['login', 'reset']),
    signsCode: text(64),
    t: text(20),
    signs: text(128),
    captcha: optionalText(8),
    c: optionalText(64),
  }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
});

export const smsSignIn = defineCall({
  path: `${EVALUATION_API}/login/sms`,
  summary: '测评账号：手机号 + 短信验证码登录；未注册的手机号会新建账号，随后需补充资料；带 deviceId 时此设备此后可直接密码登录',
  auth: false,
  request: z.object({ phone: mobilePhone(), code: smsCode(), deviceId: deviceId() }),
  response: signedIn,
});

export const wechatSignIn = defineCall({
  path: `${EVALUATION_API}/login/wechat`,
  summary: '关注公众号后公众号回复的 6 位登录码换取 eToken（登录码 5 分钟有效，只能用一次）',
  auth: false,
  request: z.object({ code: smsCode() }),
  response: signedIn,
});

export const checkResetCode = defineCall({
  path: `${EVALUATION_API}/password/checkCode`,
  summary: '找回密码第一步：校验短信验证码（不作废，错误次数累计）',
  auth: false,
  request: z.object({ phone: mobilePhone(), code: smsCode() }),
  response: emptyResponse,
});

export const resetPassword = defineCall({
  path: `${EVALUATION_API}/password/reset`,
  summary: '找回密码第二步：验证码 + 新密码（RSA 加密，6-16 位字母数字组合）；旧的 eToken 全部失效',
  auth: false,
  request: z.object({ phone: mobilePhone(), code: smsCode(), password: encryptedPassword() }),
  response: emptyResponse,
});

export const nextStep = defineCall({
  path: `${EVALUATION_API}/user/nextStep`,
  summary: '首次登录补充资料：姓名、年级、学校',
  auth: true,
  request: z.object({
    name: text(20),
    grade: text(10).describe('年级名称，如 初二（common/findGradeSelection）'),
    school: optionalText(40),
  }),
  response: evaluationUser,
});

export const userInfo = defineCall({
  path: `${EVALUATION_API}/user/info`,
  summary: '当前测评账号',
  auth: true,
  request: emptyRequest,
  response: evaluationUser,
});

export const signOut = defineCall({
  path: `${EVALUATION_API}/logout`,
  summary: '退出测评账号，eToken 立即失效',
  auth: true,
  request: emptyRequest,
  response: emptyResponse,
});
