import type { ApiClient } from '@/api/client';
import * as userCustomer from '@contract/api/calls/user/customer';
import * as userGrade from '@contract/api/calls/user/grade';
import * as userLogin from '@contract/api/calls/user/login';
import * as userSms from '@contract/api/calls/user/sms';
import * as webCommon from '@contract/api/calls/web/common';
import type { ToastOptions } from '@/components/Toast';
import { i18n } from '@/i18n';
import { encryptPassword } from '@/lib/rsa';
import { deviceId } from '@/lib/deviceId';
import { adviserMachine, type AdviserToast } from '@machines/adviser';
import type { AppUser } from '@machines/app';
import { gradeFlowMachine } from '@machines/grade';
import { loginMachine } from '@machines/login';
import { smsCountdownMachine } from '@machines/sms';
import { fromPromise } from 'xstate';
import { smsTypeOfNumber } from '@contract/vocabulary/sms';
import { handled, warning, withUser } from './accountCalls';
import { rememberedLogin } from './rememberedLogin';
import { answerOf } from './serverAnswer';

/** What the account flows do to the rest of the app. */
export interface AccountEffects {
  toast(options: ToastOptions): void;
  loggedIn(user: AppUser, token: string): void;
  userUpdated(changes: Partial<Omit<AppUser, 'rsNo'>>): void;
}

/** The SMS sender with sms/getSgins and sms/send; 'code sent' and refusals are toasts. */
export function provideSmsMachine(api: ApiClient, effects: Pick<AccountEffects, 'toast'>) {
  return smsCountdownMachine.provide({
    actors: {
      getSigns: fromPromise(({ input }) => answerOf(api.call(userSms.getSmsSigns, { mobilePhone: input.mobilePhone }, handled))),
      sendCode: fromPromise(async ({ input }) => {
        const answer = await answerOf(
          api.call(
            userSms.sendSms,
            {
              mobilePhone: input.mobilePhone,
              smsType: smsTypeOfNumber(input.smsType),
              signsCode: input.signsCode,
              t: input.t,
              signs: input.signs,
              ...(input.whetherCaptcha ? { captcha: input.captcha, c: input.c } : {}),
            },
            handled,
          ),
        );
        // The wait comes from the rules (60 s); what the machine needs of an answer is its status.
        return { ...answer, appData: {} };
      }),
    },
    actions: {
      toast: (_, params) => effects.toast({ message: i18n.t(params.key), tone: 'success', preset: 'login' }),
      warn: (_, params) => effects.toast(warning(params.message)),
    },
  });
}

/**
 * The login modal's flow: userInfo/login/V2 with the RSA-encrypted password, then checkSmsCode when asked;
 * "记住密码" kept in and read from the remembered-login store.
 */
export function provideLoginMachine(api: ApiClient, effects: AccountEffects) {
  return loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const answer = await answerOf(
          api.call(
            userLogin.loginV2,
            {
              loginName: input.loginName,
              loginPassword: encryptPassword(input.loginPassword),
              captcha: input.captcha,
              c: input.c,
              deviceId: deviceId(),
            },
            handled,
          ),
        );
        const data = answer.appData;
        if (!data) return { ...answer, appData: null };
        return data.UserNotOnSmsWhiteList
          ? { ...answer, appData: { UserNotOnSmsWhiteList: true, mobilePhone: data.mobilePhone } }
          : { ...answer, appData: withUser(data) };
      }),
      verifySms: fromPromise(async ({ input }) => {
        const checked = await answerOf(
          api.call(
            userSms.verificationCodeCheck,
            {
              mobilePhone: input.mobilePhone,
              smsType: smsTypeOfNumber(input.smsType),
              code: input.smsCode,
            },
            handled,
          ),
        );
        if (checked.status !== 1) return { ...checked, appData: null };
        const answer = await answerOf(
          api.call(
            userLogin.checkSmsCode,
            { loginName: input.loginName, loginPassword: input.smsCode, deviceId: deviceId() },
            handled,
          ),
        );
        return { ...answer, appData: answer.appData ? withUser(answer.appData) : null };
      }),
      recallLogin: fromPromise(() => rememberedLogin.recall()),
      smsCountdown: provideSmsMachine(api, effects),
    },
    actions: {
      warn: (_, params) => effects.toast(warning(params.message, params.durationMs)),
      notifyLoggedIn: (_, params) => effects.loggedIn(params.user, params.token),
      rememberLogin: (_, { account, password, remember }) => {
        if (remember) {
          // A login that cannot be kept is simply not remembered: the login itself has succeeded.
          rememberedLogin.save({ account, password }).catch(() => rememberedLogin.forget());
        } else {
          rememberedLogin.forget();
        }
      },
    },
  });
}

/** Grade setting and the upgrade notice (SPEC §4 "grade flow on load"). */
export function provideGradeFlowMachine(api: ApiClient, effects: Pick<AccountEffects, 'toast' | 'userUpdated'>) {
  return gradeFlowMachine.provide({
    actors: {
      loadGradeSelection: fromPromise(async () => {
        const answer = await answerOf(api.call(webCommon.findGradeSelection, {}, handled));
        return {
          ...answer,
          appData: answer.appData
            ? {
                list: answer.appData.list.map((group) => ({
                  gradeName: group.gradeName,
                  grades: group.grades.map(({ name }) => ({ name })),
                })),
              }
            : null,
        };
      }),
      saveGrade: fromPromise(async ({ input }) => {
        const answer = await answerOf(api.call(userGrade.updateUserClass, input, handled));
        if (answer.appData) effects.userUpdated({ gradeName: answer.appData.gradeName });
        return answer;
      }),
      acknowledgeUpgrade: fromPromise(({ input }) => answerOf(api.call(userGrade.updateUserClassUpgrade, input, handled))),
    },
    actions: {
      warn: (_, params) => effects.toast(warning(params.message)),
      userUpdated: (_, params) => effects.userUpdated(params.changes),
    },
  });
}

function adviserToast(toast: AdviserToast): ToastOptions {
  const message = 'key' in toast ? i18n.t(toast.key) : toast.message;
  return { message, preset: 'adviser', duration: toast.durationMs, placement: toast.placement };
}

/** The course adviser's WeChat card, looked up by the user's id. */
export function provideAdviserMachine(api: ApiClient, effects: Pick<AccountEffects, 'toast'>) {
  return adviserMachine.provide({
    actors: {
      findAdviser: fromPromise(({ input }) =>
        answerOf(api.call(userCustomer.findAdviserByAppUUId, { appUUId: input.appUUId || undefined }, handled)),
      ),
    },
    actions: {
      toast: (_, params) => effects.toast(adviserToast(params)),
    },
  });
}
