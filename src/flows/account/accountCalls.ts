/**
 * What the app's providers of the account flows share (accountMachines.ts here, the register page's
 * registerActors.ts): how a call is made, what a warning looks like, how a session is kept.
 */
import type { ToastOptions } from '@/components/Toast';
import { toAppUser, type ServerUser } from './toAppUser';

/** The machines decide what a refusal tells the user, so the client shows nothing for status 0. */
export const handled = { handleError: true } as const;

/** SPEC §9: warnings of the account flows are toasts of 3 s. */
export const warning = (message: string, duration?: number): ToastOptions => ({
  message,
  tone: 'warning',
  preset: 'login',
  duration,
});

/** The user and token of an accepted login or registration, the user as the machines keep it. */
export function withUser<Data extends { userInfo: ServerUser; token: string }>(data: Data) {
  return { userInfo: toAppUser(data.userInfo), token: data.token };
}
