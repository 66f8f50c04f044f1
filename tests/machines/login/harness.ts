import { vi } from 'vitest';
import { createActor, type NonReducibleUnknown } from 'xstate';
import type { AppUser } from '@machines/app';
import {
  loginMachine,
  type LoginAnswer,
  type LoginCallInput,
  type LoginInput,
  type RememberedLogin,
  type VerifySmsAnswer,
  type VerifySmsInput,
} from '@machines/login';
import { smsWithDesk } from '../sms/harness';
import { createCallDesk, type CallDesk } from '../sms/pathReplay';

export const student: AppUser = { rsNo: 'RS2001', name: '王同学', phone: '13812345678', isSetClass: 2, isClassUpgrade: 2 };
export const loginInput: LoginInput = { captchaSeed: 'seed' };

export const loginAnswers = {
  accepted: { status: 1, message: '登录成功', appData: { userInfo: student, token: 'token-1' } },
  smsCheck: { status: 1, message: '', appData: { UserNotOnSmsWhiteList: true } },
  refused: { status: 0, message: '账号或密码错误', appData: null },
} satisfies Record<string, LoginAnswer>;

/** What the app read back of a login made with "记住密码" ticked. */
export const remembered: RememberedLogin = { account: '13812345678', password: 'secret123' };

export const verifyAnswers = {
  accepted: { status: 1, message: '验证成功', appData: { userInfo: student, token: 'token-2' } },
  refused: { status: 0, message: '验证码错误', appData: null },
} satisfies Record<string, VerifySmsAnswer>;

/** The login machine with every call answered by the test, the SMS sender included, and its effects recorded. */
export function loginWithDesk(desk: CallDesk) {
  const sms = smsWithDesk(desk);
  const effects = {
    warn: vi.fn(),
    notifyLoggedIn: vi.fn(),
    rememberLogin: vi.fn(),
    smsToast: sms.effects.toast,
    smsWarn: sms.effects.warn,
  };
  const machine = loginMachine.provide({
    actors: {
      login: desk.actor<LoginAnswer, LoginCallInput>('login'),
      verifySms: desk.actor<VerifySmsAnswer, VerifySmsInput>('verifySms'),
      recallLogin: desk.actor<RememberedLogin | null, NonReducibleUnknown>('recallLogin'),
      smsCountdown: sms.machine,
    },
    actions: {
      warn: (_, params) => effects.warn(params),
      notifyLoggedIn: (_, params) => effects.notifyLoggedIn(params),
      rememberLogin: (_, params) => effects.rememberLogin(params),
    },
  });
  return { machine, effects };
}

export function startLogin(input: LoginInput = loginInput) {
  const desk = createCallDesk();
  const { machine, effects } = loginWithDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}

type LoginActor = ReturnType<typeof startLogin>['actor'];

export function fillForm(actor: LoginActor) {
  actor.send({ type: 'user.accountChanged', value: '13812345678' });
  actor.send({ type: 'user.passwordChanged', value: 'secret123' });
  actor.send({ type: 'user.captchaChanged', value: 'ab12' });
}
