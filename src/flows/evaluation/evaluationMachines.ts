import { fromPromise } from 'xstate';
import { smsTypeNumber } from '@contract/vocabulary/sms';
import * as evaluationAccount from '@contract/api/calls/evaluation/account';
import * as userSms from '@contract/api/calls/user/sms';
import { api } from '@/app/api';
import { handled, answerOf } from '@/flows/account';
import { captchaIdOf } from '@machines/sms';
import { deviceId } from '@/lib/deviceId';
import { encryptPassword } from '@/lib/rsa';
import { signInMachine, sittingMachine, type SignInAnswer, type SignInContext } from '@machines/evaluation';
import { smsCountdownMachine } from '@machines/sms';

/** The SMS types of the sender machine as the evaluation area names them. */
export const EVALUATION_SMS = { login: smsTypeNumber('login'), reset: smsTypeNumber('resetPassword') } as const;

/** The SMS sender with the evaluation area's own send call (sign-in codes reach unregistered phones). */
export function provideEvaluationSms(toast: (message: string, tone: 'success' | 'warning') => void, sentText: string) {
  return smsCountdownMachine.provide({
    actors: {
      getSigns: fromPromise(({ input }) => answerOf(api.call(userSms.getSmsSigns, { mobilePhone: input.mobilePhone }, handled))),
      sendCode: fromPromise(async ({ input }) => {
        const purpose = input.smsType === EVALUATION_SMS.reset ? 'reset' : 'login';
        const answer = await answerOf(
          api.call(
            evaluationAccount.sendCode,
            {
              phone: input.mobilePhone,
              purpose,
              signsCode: input.signsCode,
              t: input.t,
              signs: input.signs,
              ...(input.whetherCaptcha ? { captcha: input.captcha, c: input.c } : {}),
            },
            handled,
          ),
        );
        return { ...answer, appData: {} };
      }),
    },
    actions: {
      toast: () => toast(sentText, 'success'),
      warn: (_, params) => toast(params.message, 'warning'),
    },
  });
}

/**
 * The sign-in flow with the method's call; the password goes RSA-encrypted like the main site's, and both
 * the password and the SMS sign-in carry the browser's device id, so a device that passed the SMS step
 * once signs in with the password alone.
 */
export function provideSignIn(options: { captchaSeed: string; onSignedIn: (token: string) => void }) {
  const signIn = async (context: SignInContext): Promise<SignInAnswer> => {
    const answer =
      context.method === 'password'
        ? await api.call(
            evaluationAccount.passwordSignIn,
            {
              phone: context.phone,
              password: encryptPassword(context.password),
              captcha: context.captcha,
              c: captchaIdOf(options.captchaSeed, context.captchaSerial),
              deviceId: deviceId(),
            },
            handled,
          )
        : context.method === 'sms'
          ? await api.call(
              evaluationAccount.smsSignIn,
              { phone: context.phone, code: context.code, deviceId: deviceId() },
              handled,
            )
          : await api.call(evaluationAccount.wechatSignIn, { code: context.code }, handled);
    if ('UserNotOnSmsWhiteList' in answer) return { smsStep: true, phone: answer.mobilePhone };
    return { token: answer.token, needsProfile: answer.user.needsProfile };
  };
  return signInMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(input)),
      saveProfile: fromPromise(async ({ input }) => {
        await api.call(evaluationAccount.nextStep, { name: input.name, grade: input.grade, school: input.school }, handled);
      }),
    },
    actions: { notifySignedIn: (_, params) => options.onSignedIn(params.token) },
  });
}

export { sittingMachine };
