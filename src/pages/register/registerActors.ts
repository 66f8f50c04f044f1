import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/client';
import { user as userApi } from '@/api/schemas';
import type { ToastOptions } from '@/components/Toast';
import { encryptPassword } from '@/lib/crypto';
import { deviceId } from '@/lib/deviceId';
import { provideSmsMachine } from '@/app/account/accountMachines';
import { answerOf } from '@/app/account/serverAnswer';
import { toAppUser } from '@/app/account/toAppUser';
import type { AppUser } from '@machines/app';
import { registerMachine } from '@machines/register';

/** What registering does to the rest of the app. */
export interface RegisterEffects {
  toast(options: ToastOptions): void;
  registered(user: AppUser, token: string): void;
}

/** The machine decides what a refusal tells the user, so the client shows nothing for status 0. */
const handled = { handleError: true } as const;

/**
 * The registration flow on the real API: userInfo/register/V2 with the RSA-encrypted password, the
 * ticked agreement and this browser's device id; SMS codes of type 1 through the app's SMS sender.
 */
export function provideRegisterMachine(api: ApiClient, effects: RegisterEffects) {
  return registerMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        const answer = await answerOf(
          api.call(
            userApi.login.register,
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
        return { ...answer, appData: data ? { userInfo: toAppUser(data.userInfo), token: data.token } : null };
      }),
      smsCountdown: provideSmsMachine(api, effects),
    },
    actions: {
      // SPEC §9: warnings of the account flows stay 3 s.
      warn: (_, params) => effects.toast({ message: params.message, tone: 'warning', preset: 'login' }),
      notifyRegistered: (_, params) => effects.registered(params.user, params.token),
    },
  });
}
