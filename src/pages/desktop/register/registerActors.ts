import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/client';
import * as userLogin from '@contract/api/calls/user/login';
import type { ToastOptions } from '@/components/Toast';
import { encryptPassword } from '@/lib/rsa';
import { deviceId } from '@/lib/deviceId';
import { handled, warning, withUser, provideSmsMachine, answerOf } from '@/flows/account';
import type { AppUser } from '@machines/app';
import { registerMachine } from '@machines/register';

/** What registering does to the rest of the app. */
export interface RegisterEffects {
  toast(options: ToastOptions): void;
  registered(user: AppUser, token: string): void;
}

/**
 * The registration flow on the real API: userInfo/register/V2 with the RSA-encrypted password, the
 * ticked agreement and this browser's device id; SMS codes for SMS_PURPOSE.register through the app's SMS sender.
 */
export function provideRegisterMachine(api: ApiClient, effects: RegisterEffects) {
  return registerMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        const answer = await answerOf(
          api.call(
            userLogin.register,
            {
              phone: input.phone,
              smsCode: input.smsCode,
              password: encryptPassword(input.password),
              agreement: '1',
              deviceId: deviceId(),
            },
            handled,
          ),
        );
        const data = answer.appData;
        return { ...answer, appData: data ? withUser(data) : null };
      }),
      smsCountdown: provideSmsMachine(api, effects),
    },
    actions: {
      warn: (_, params) => effects.toast(warning(params.message)),
      notifyRegistered: (_, params) => effects.registered(params.user, params.token),
    },
  });
}
