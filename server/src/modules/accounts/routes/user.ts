import * as account from '../../../../../contract/api/schemas/user/account';
import * as customer from '../../../../../contract/api/schemas/user/customer';
import * as grade from '../../../../../contract/api/schemas/user/grade';
import * as login from '../../../../../contract/api/schemas/user/login';
import * as sms from '../../../../../contract/api/schemas/user/sms';
import { readCredential } from '../../../platform/plugins/auth';
import {
  acknowledgeUpgrade,
  adviserForAppUUId,
  bindPhone,
  changePassword,
  checkCode,
  completeSmsLogin,
  findProfile,
  issueSigns,
  modifyProfile,
  passwordLogin,
  registerAccount,
  resetForgottenPassword,
  sendCode,
  setGrade,
} from '../services';
import { saveFeedback } from '../../content';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const userRoutes: ApiRoute[] = [
  route(login.login, ({ deps, input, request }) => passwordLogin(deps, input, request)),
  route(login.loginV2, ({ deps, input, request }) => passwordLogin(deps, input, request)),
  route(login.checkSmsCode, ({ deps, input, request }) => completeSmsLogin(deps, input, request)),
  route(login.register, ({ deps, input, request }) => registerAccount(deps, input, request), { successMessage: '注册成功' }),
  route(login.logout, async ({ deps, request }) => {
    const credential = readCredential(request);
    if (credential.kind === 'bearer') await deps.sessions.revokeSession(credential.token, 'logout');
    return null;
  }),

  route(sms.getSmsSigns, ({ deps, input, request }) => issueSigns(deps, input.mobilePhone, request.ip)),
  route(sms.sendSms, ({ deps, input, request }) => sendCode(deps, input, request.ip), {
    successMessage: '验证码已发送，请注意查收',
  }),
  route(sms.verificationCodeCheck, async ({ deps, input }) => {
    await checkCode(deps, input.mobilePhone, input.smsType, input.code, { consume: false });
    return null;
  }),

  route(account.bindingPhone, ({ deps, user, input, request }) => bindPhone(deps, user, input, request.ip), {
    successMessage: '手机号已更换',
  }),
  route(account.resetPassword, ({ deps, input }) => resetForgottenPassword(deps, input), {
    successMessage: '密码已重置，请重新登录',
  }),
  route(account.updatePassword, ({ deps, user, input, request }) => changePassword(deps, user, input, request.ip), {
    successMessage: '密码已修改',
  }),
  route(account.modifyUserInfo, ({ deps, user, input }) => modifyProfile(deps, user, input), { successMessage: '资料已保存' }),
  route(account.findUserinfo, ({ deps, user }) => findProfile(deps, user), { copiedPerUser: true }),
  route(
    account.saveProblemFeedback,
    ({ deps, user, input, request }) => saveFeedback(deps.db, input, { userId: user.id, source: 'personal', ip: request.ip }),
    { successMessage: '感谢您的反馈' },
  ),

  route(grade.updateUserClass, ({ deps, user, input }) => setGrade(deps, user, input), { successMessage: '年级已设置' }),
  route(grade.updateUserClassUpgrade, ({ deps, user, input }) => acknowledgeUpgrade(deps, user, input)),

  route(customer.findAdviserByAppUUId, ({ deps, user, input }) => adviserForAppUUId(deps.db, user, input.appUUId)),
];
