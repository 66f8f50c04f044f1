import { SMS_TYPE_LOGIN, smsCountdownMachine, type SmsCountdownContext } from '@machines/sms';
import { named, type MachineModel } from '../graph/machineModel';

const noAnswer = new Error('网络连接失败');

/** The login's SMS code: signs asked for, a captcha when the server wants one, the code sent, 60 s counted. */
export const smsModel: MachineModel = {
  machine: smsCountdownMachine,
  input: { mobilePhone: '13812345678', smsType: SMS_TYPE_LOGIN, captchaSeed: 'seed' },
  events: [
    { type: 'user.sendCode' },
    { type: 'user.captchaChanged', value: 'ab12' },
    { type: 'user.refreshCaptcha' },
    { type: 'user.cancelCaptcha' },
    named('signed', {
      type: 'xstate.done.actor.getSigns',
      output: { status: 1, message: '', appData: { signsCode: 'SC', t: '1700000000000', signs: 'f00d' } },
    }),
    named('signed, captcha wanted', {
      type: 'xstate.done.actor.getSigns',
      output: { status: 1, message: '', appData: { signsCode: 'SC', t: '1700000000000', signs: 'f00d', whetherCaptcha: true } },
    }),
    named('手机号格式不正确', {
      type: 'xstate.done.actor.getSigns',
      output: { status: 0, message: '手机号格式不正确', appData: null },
    }),
    { type: 'xstate.error.actor.getSigns', error: noAnswer },
    named('发送成功', { type: 'xstate.done.actor.sendCode', output: { status: 1, message: '发送成功', appData: null } }),
    named('已达上限', {
      type: 'xstate.done.actor.sendCode',
      output: { status: 0, message: '今日验证码发送次数已达上限', appData: null },
    }),
    named('图形验证码错误', {
      type: 'xstate.done.actor.sendCode',
      output: { status: 0, message: '图形验证码错误', appData: { whetherCaptcha: true } },
    }),
    { type: 'xstate.error.actor.sendCode', error: noAnswer },
    { type: 'xstate.after.secondTick.smsCountdown.counting' },
  ],
  // The captcha's serial only renumbers the image, and the countdown's seconds are one state on the page.
  view: (snapshot) => {
    const { captchaSerial: _serial, captchaId: _id, secondsLeft: _seconds, ...context } = snapshot.context as SmsCountdownContext;
    return { value: snapshot.value, context };
  },
};
