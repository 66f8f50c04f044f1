import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  smsCountdownMachine,
  SMS_TYPE_LOGIN,
  type GetSignsAnswer,
  type GetSignsInput,
  type SendCodeAnswer,
  type SendCodeInput,
  type SmsCountdownInput,
} from '@machines/sms';
import { createCallDesk, type CallDesk } from './pathReplay';

export const phone = '13812345678';
export const loginSmsInput: SmsCountdownInput = { mobilePhone: phone, smsType: SMS_TYPE_LOGIN, captchaSeed: 'seed' };

export const answers = {
  signs: { status: 1, message: '', appData: { signsCode: 'SC', t: '1700000000000', signs: 'f00d' } },
  signsWithCaptcha: {
    status: 1,
    message: '',
    appData: { signsCode: 'SC', t: '1700000000000', signs: 'f00d', whetherCaptcha: true },
  },
  signsRefused: { status: 0, message: '手机号格式不正确', appData: null },
  sent: { status: 1, message: '发送成功', appData: null },
  sendRefused: { status: 0, message: '今日验证码发送次数已达上限', appData: null },
  captchaWrong: { status: 0, message: '图形验证码错误', appData: { whetherCaptcha: true } },
} satisfies Record<string, GetSignsAnswer | SendCodeAnswer>;

/** The SMS machine with its calls answered by the test and its effects recorded. */
export function smsWithDesk(desk: CallDesk) {
  const effects = { toast: vi.fn(), warn: vi.fn() };
  const machine = smsCountdownMachine.provide({
    actors: {
      getSigns: desk.actor<GetSignsAnswer, GetSignsInput>('getSigns'),
      sendCode: desk.actor<SendCodeAnswer, SendCodeInput>('sendCode'),
    },
    actions: {
      toast: (_, params) => effects.toast(params),
      warn: (_, params) => effects.warn(params),
    },
  });
  return { machine, effects };
}

export function startSms(input: SmsCountdownInput = loginSmsInput) {
  const desk = createCallDesk();
  const { machine, effects } = smsWithDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}
