import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { imageList, optionalText, text } from '../fields';
import { encryptedPassword, mobilePhone, optionalTrimmed, smsCode, userInfo } from './fields';
import { USER_API } from './paths';

export const bindingPhone = defineCall({
  path: `${USER_API}/userinfo/bindingPhone`,
  summary:
    '更换绑定手机号：新手机号的短信验证码（类型 4），并证明是账号本人：登录密码（RSA 加密）或原手机号收到的验证码（类型 2）',
  auth: true,
  request: z.object({
    mobilePhone: mobilePhone(),
    smsCode: smsCode(),
    password: encryptedPassword().optional(),
    oldSmsCode: smsCode().optional(),
  }),
  response: userInfo,
});

export const resetPassword = defineCall({
  path: `${USER_API}/resetPassword`,
  summary: '找回密码（短信验证码类型 3）；该账号所有登录失效',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), smsCode: smsCode(), password: encryptedPassword() }),
  response: z.null(),
});

export const updatePassword = defineCall({
  path: `${USER_API}/userInfo/updatePassword`,
  summary: '修改密码（需原密码）；其他设备上的登录失效',
  auth: true,
  request: z.object({ oldPassword: encryptedPassword(), newPassword: encryptedPassword() }),
  response: z.null(),
});

export const modifyUserInfo = defineCall({
  path: `${USER_API}/webModifyUserInfo`,
  summary: '修改个人资料：昵称、年级、头像（未传的字段不变）',
  auth: true,
  request: z.object({
    name: optionalTrimmed(20),
    gradeName: optionalTrimmed(20),
    qiniuUrl: optionalTrimmed(300),
    photoUrl: optionalTrimmed(300),
  }),
  response: userInfo,
});

export const findUserinfo = defineCall({
  path: `${USER_API}/findUserinfo`,
  summary: '当前登录用户的资料',
  auth: true,
  request: emptyRequest,
  response: userInfo,
});

export const saveProblemFeedback = defineCall({
  path: `${USER_API}/saveProblemFeedback`,
  summary: '用户问题反馈',
  auth: true,
  request: z.object({ type: text(20), content: text(1000), contact: optionalText(50), images: imageList(6) }),
  response: z.object({ id: z.number().int() }),
});
