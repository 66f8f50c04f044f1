/**
 * Changing the password with the old one (userInfo/updatePassword). The server keeps this browser signed in
 * and signs the account out on other devices.
 *
 * States:
 * - editing (tag editing): filling, or serverError (tag serverError) after a refusal (a wrong old password
 *   shows the server's message) until a field changes. user.submit with the old password, and a new one
 *   that differs from it typed twice alike → submitting
 * - submitting (tag submitting): changePassword answers status 1 → done; otherwise → editing.serverError
 * - done (tag done): reached with passwordChanged(); user.restart → editing with an empty form
 *
 * Provided by the app: actor changePassword (userInfo/updatePassword, encrypting both passwords); action
 * passwordChanged().
 */
import { assign, setup } from 'xstate';
import { sanitizePassword } from '../login/rules';
import { providedByApp } from '../shared/providedByApp';
import { answerSucceeded, hasFailureText } from '../sms/answer';
import { submitOutcome } from './submitOutcome';
import type {
  ChangePasswordAnswer,
  ChangePasswordCallInput,
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordTag,
} from './types';

/** The page checks the new password's own rule before sending; this is what the flow itself insists on. */
export function canChangePassword(context: ChangePasswordContext): boolean {
  return (
    context.oldPassword !== '' &&
    context.newPassword !== '' &&
    context.newPassword !== context.oldPassword &&
    context.newPassword === context.confirmPassword
  );
}

const emptyForm: ChangePasswordContext = { oldPassword: '', newPassword: '', confirmPassword: '', error: null };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: providedByApp<ChangePasswordAnswer, ChangePasswordCallInput>('changePassword'),
  },
  actions: {
    passwordChanged: () => {},

    setOldPassword: assign({
      oldPassword: ({ context, event }) =>
        event.type === 'user.oldPasswordChanged' ? sanitizePassword(event.value) : context.oldPassword,
    }),
    setNewPassword: assign({
      newPassword: ({ context, event }) =>
        event.type === 'user.newPasswordChanged' ? sanitizePassword(event.value) : context.newPassword,
    }),
    setConfirmPassword: assign({
      confirmPassword: ({ context, event }) =>
        event.type === 'user.confirmPasswordChanged' ? sanitizePassword(event.value) : context.confirmPassword,
    }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearForm: assign(emptyForm),
  },
  guards: {
    canSubmit: ({ context }) => canChangePassword(context),
    accepted: answerSucceeded,
    hasFailureText,
  },
}).createMachine({
  id: 'changePassword',
  context: emptyForm,
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      initial: 'filling',
      on: {
        'user.oldPasswordChanged': { target: '.filling', actions: ['setOldPassword', 'clearError'] },
        'user.newPasswordChanged': { target: '.filling', actions: ['setNewPassword', 'clearError'] },
        'user.confirmPasswordChanged': { target: '.filling', actions: ['setConfirmPassword', 'clearError'] },
        'user.submit': { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
      },
      states: {
        filling: {},
        serverError: { tags: ['serverError'] },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ oldPassword: context.oldPassword, newPassword: context.newPassword }),
        ...submitOutcome({ target: 'done', actions: 'passwordChanged' }),
      },
    },
    done: {
      tags: ['done'],
      // The passwords are not kept once they have done their work.
      entry: 'clearForm',
      on: {
        'user.restart': { target: 'editing' },
      },
    },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;

/** Every state of the flow, for stories and path tests. */
export const changePasswordStateIds = [
  'changePassword.editing.filling',
  'changePassword.editing.serverError',
  'changePassword.submitting',
  'changePassword.done',
] as const;
export type ChangePasswordStateId = (typeof changePasswordStateIds)[number];
