import type { ApiClient } from '@/api/client';
import * as userAccount from '@contract/api/calls/user/account';
import { provideSmsMachine, answerOf, rememberedLogin, toAppUser } from '@/flows/account';
import type { ToastOptions } from '@/components/Toast';
import { encryptPassword } from '@/lib/rsa';
import {
  avatarUploadMachine,
  bindPhoneMachine,
  changePasswordMachine,
  resetPasswordMachine,
  type UserChanges,
} from '@machines/settings';
import { fromPromise } from 'xstate';
import { inspectImage, uploadImage } from './uploadImage';

/** What the settings flows do to the rest of the app; texts arrive translated. */
export interface SettingsEffects {
  toast(options: ToastOptions): void;
  /** Merged into the app's user record, so the header shows it at once. */
  userUpdated(changes: UserChanges): void;
  /** The server ended this session: the app clears the user and asks for a login, saying why. */
  sessionEnded(): void;
  /** The message of a successful change, as a toast. */
  succeeded(kind: 'profileSaved' | 'avatarSaved' | 'passwordChanged' | 'phoneBound'): void;
  /** The general sentence for a failed upload without a message of its own. */
  uploadFailedText(): string;
}

/** The machines decide what a refusal tells the user, so the client shows nothing for status 0. */
const handled = { handleError: true } as const;

/** userInfo/updatePassword with both passwords RSA-encrypted. */
export function provideChangePasswordMachine(api: ApiClient, effects: SettingsEffects) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(({ input }) =>
        answerOf(
          api.call(
            userAccount.updatePassword,
            { oldPassword: encryptPassword(input.oldPassword), newPassword: encryptPassword(input.newPassword) },
            handled,
          ),
        ),
      ),
    },
    actions: {
      // A remembered password is now the wrong one.
      passwordChanged: () => {
        rememberedLogin.forget();
        effects.succeeded('passwordChanged');
      },
    },
  });
}

/** userinfo/bindingPhone with the password RSA-encrypted, after a code (SMS_PURPOSE.bindPhone) sent to the new phone by the SMS sender. */
export function provideBindPhoneMachine(api: ApiClient, effects: SettingsEffects) {
  return bindPhoneMachine.provide({
    actors: {
      bindPhone: fromPromise(async ({ input }) => {
        const answer = await answerOf(
          api.call(
            userAccount.bindingPhone,
            { mobilePhone: input.mobilePhone, smsCode: input.smsCode, password: encryptPassword(input.password) },
            handled,
          ),
        );
        return { ...answer, appData: answer.appData ? { phone: answer.appData.phone } : null };
      }),
      smsCountdown: provideSmsMachine(api, effects),
    },
    actions: {
      userUpdated: (_, params) => {
        // The remembered account is the old phone number, which no longer logs in.
        rememberedLogin.forget();
        effects.userUpdated(params.changes);
        effects.succeeded('phoneBound');
      },
    },
  });
}

/** resetPassword with the new password RSA-encrypted, after a code (SMS_PURPOSE.resetPassword) sent to the account's phone. */
export function provideResetPasswordMachine(api: ApiClient, effects: SettingsEffects) {
  return resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }) =>
        answerOf(
          api.call(
            userAccount.resetPassword,
            { mobilePhone: input.mobilePhone, smsCode: input.smsCode, password: encryptPassword(input.password) },
            handled,
          ),
        ),
      ),
      smsCountdown: provideSmsMachine(api, effects),
    },
    actions: {
      // Every session of the account is revoked, this one included, and a remembered password is now wrong.
      passwordReset: () => {
        rememberedLogin.forget();
        effects.sessionEnded();
      },
    },
  });
}

/** The picture checked in the browser, uploaded with a ticket, then saved with webModifyUserInfo. */
export function provideAvatarUploadMachine(api: ApiClient, effects: SettingsEffects) {
  return avatarUploadMachine.provide({
    actors: {
      inspectImage: fromPromise(({ input }) => inspectImage(input.file)),
      upload: fromPromise(({ input }) => uploadImage(api, input.file, effects.uploadFailedText())),
      saveAvatar: fromPromise(async ({ input }) => {
        const answer = await answerOf(api.call(userAccount.modifyUserInfo, input, handled));
        if (!answer.appData) return { ...answer, appData: null };
        const saved = toAppUser(answer.appData);
        return { ...answer, appData: { qiniuUrl: saved.qiniuUrl ?? '', photoUrl: saved.photoUrl ?? '' } };
      }),
    },
    actions: {
      userUpdated: (_, params) => {
        effects.userUpdated(params.changes);
        effects.succeeded('avatarSaved');
      },
    },
  });
}
