import { z } from 'zod';
import { defineCall, emptyRequest, emptyResponse } from '../contract';
import { flag, text } from '../fields';
import { deviceId, encryptedPassword, loggedIn, loginName, mobilePhone, smsCheckNeeded, smsCode } from './fields';
import { USER_API } from './paths';

const loginRequest = z.object({
  loginName: loginName(),
  loginPassword: encryptedPassword(),
  captcha: text(8),
  c: text(64),
  deviceId: deviceId(),
});

const loginResponse = z.union([loggedIn, smsCheckNeeded]);

export const login = defineCall({
  path: `${USER_API}/userinfo/login`,
  summary: '账号密码登录；新设备或需校验的账号返回 UserNotOnSmsWhiteList，需短信校验后才发放 token',
  auth: false,
  request: loginRequest,
  response: loginResponse,
});

export const loginV2 = defineCall({
  path: `${USER_API}/userInfo/login/V2`,
  summary: '账号密码登录（V2，与 userinfo/login 相同）',
  auth: false,
  request: loginRequest,
  response: loginResponse,
});

export const checkSmsCode = defineCall({
  path: `${USER_API}/checkSmsCode`,
  summary: '登录短信校验：验证码放在 loginPassword，通过后记住设备并发放 token',
  auth: false,
  request: z.object({ loginName: loginName(), loginPassword: smsCode(), deviceId: deviceId() }),
  response: loggedIn,
});

export const register = defineCall({
  path: `${USER_API}/userInfo/register/V2`,
  summary: '手机号注册（短信验证码类型 1），成功后直接登录',
  auth: false,
  request: z.object({
    phone: mobilePhone(),
    smsCode: smsCode(),
    password: encryptedPassword(),
    agreement: flag(),
    deviceId: deviceId(),
  }),
  response: loggedIn,
});

export const logout = defineCall({
  path: `${USER_API}/userinfo/logout`,
  summary: '退出登录，当前 token 立即失效',
  auth: true,
  request: emptyRequest,
  response: emptyResponse,
});
