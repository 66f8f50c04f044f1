import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { AppUser } from '@machines/app';
import {
  registerMachine,
  type RegisterAnswer,
  type RegisterCallInput,
  type RegisterEvent,
  type RegisterInput,
} from '@machines/register';
import { smsWithDesk } from '../sms/harness';
import { createCallDesk, type CallDesk } from '../sms/pathReplay';

export const newPhone = '13500001234';
export const newStudent: AppUser = { rsNo: 'RS3001', name: '学员1234', phone: newPhone, isSetClass: 1, isClassUpgrade: 2 };
export const registerInput: RegisterInput = { captchaSeed: 'seed' };

export const registerAnswers = {
  accepted: { status: 1, message: '注册成功', appData: { userInfo: newStudent, token: 'token-new' } },
  refused: { status: 0, message: '验证码错误，还可尝试 4 次', appData: null },
  withoutToken: { status: 1, message: '用户信息缺失', appData: { userInfo: newStudent } },
} satisfies Record<string, RegisterAnswer>;

/** What the register form's rules would say (message keys of the account catalog). */
export const problems = {
  phone: { phone: 'account.register.errors.phoneInvalid' },
  agreement: { agreement: 'account.register.errors.agreementRequired' },
  fieldsAndAgreement: {
    smsCode: 'account.register.errors.smsCodeRequired',
    agreement: 'account.register.errors.agreementRequired',
  },
} as const;

/** The register machine with every call answered by the test, the SMS sender included, and its effects recorded. */
export function registerWithDesk(desk: CallDesk) {
  const sms = smsWithDesk(desk);
  const effects = { warn: vi.fn(), notifyRegistered: vi.fn(), smsToast: sms.effects.toast, smsWarn: sms.effects.warn };
  const machine = registerMachine.provide({
    actors: {
      register: desk.actor<RegisterAnswer, RegisterCallInput>('register'),
      smsCountdown: sms.machine,
    },
    actions: {
      warn: (_, params) => effects.warn(params),
      notifyRegistered: (_, params) => effects.notifyRegistered(params),
    },
  });
  return { machine, effects };
}

export function startRegister(input: RegisterInput = registerInput) {
  const desk = createCallDesk();
  const { machine, effects } = registerWithDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}

type RegisterActor = { send: (event: RegisterEvent) => void };

export function typePhoneAndCaptcha(actor: RegisterActor, captcha = 'ab12') {
  actor.send({ type: 'user.phoneChanged', value: newPhone });
  actor.send({ type: 'user.captchaChanged', value: captcha });
}

export function fillForm(actor: RegisterActor) {
  typePhoneAndCaptcha(actor);
  actor.send({ type: 'user.smsCodeChanged', value: '482913' });
  actor.send({ type: 'user.passwordChanged', value: 'xueban2024' });
  actor.send({ type: 'user.confirmPasswordChanged', value: 'xueban2024' });
}
