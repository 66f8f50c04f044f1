import type { AppUser } from '../app/types';
import type { SmsSenderView } from '../login/types';
import type { ServerAnswer } from '../sms/answer';
import type { AvatarProblem } from './rules';

export type { SmsSenderView };

/** What the app merges into its user record (event user.updated of the app machine). */
export type UserChanges = Partial<Omit<AppUser, 'rsNo'>>;

/** Events of the SMS code part shared by the flows that send one. */
export type SmsCodeEvent =
  | { type: 'user.sendCode' }
  | { type: 'user.smsCaptchaChanged'; value: string }
  | { type: 'user.refreshSmsCaptcha' }
  | { type: 'user.cancelSmsCaptcha' }
  | { type: 'user.smsCodeChanged'; value: string };

export type SmsCodeTag = 'sendingCode' | 'smsCaptchaRequired' | 'countingDown';
export type FormTag = 'editing' | 'serverError' | 'submitting' | 'done';

/* ── Bind a new phone (userinfo/bindingPhone, SMS code for SMS_PURPOSE.bindPhone sent to the new phone) ── */

export interface BindPhoneInput {
  /** The account's phone now; the new one must differ. */
  currentPhone: string;
  /** Random per actor; the SMS captcha ids are built from it. */
  captchaSeed: string;
}

export interface BindPhoneCallInput {
  mobilePhone: string;
  smsCode: string;
  /** The account's password as typed: proof that the session's holder owns the account (encrypted when sent). */
  password: string;
}

/** The user record as the server returns it after the change, reduced to what changed. */
export type BindPhoneAnswer = ServerAnswer<{ phone: string }>;

export interface BindPhoneContext {
  currentPhone: string;
  captchaSeed: string;
  /** The new phone as typed. */
  phone: string;
  smsCode: string;
  /** The account's password as typed, asked for before the account moves to another phone. */
  password: string;
  /** Why the last change failed; null when nothing failed. */
  error: string | null;
  smsSender: SmsSenderView;
  /** The phone the account has after a successful change. */
  boundPhone: string | null;
}

export type BindPhoneEvent =
  | SmsCodeEvent
  | { type: 'user.phoneChanged'; value: string }
  | { type: 'user.passwordChanged'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.restart' };

export type BindPhoneTag = SmsCodeTag | FormTag;

/* ── Reset the password with an SMS code sent to the account's phone (resetPassword, SMS_PURPOSE.resetPassword) ── */

export interface ResetPasswordInput {
  /** The logged-in user's phone: the code goes there and the reset applies to its account. */
  phone: string;
  captchaSeed: string;
}

/** The actor encrypts the password before sending it. */
export interface ResetPasswordCallInput {
  mobilePhone: string;
  smsCode: string;
  password: string;
}

export type ResetPasswordAnswer = ServerAnswer<unknown>;

export interface ResetPasswordContext {
  phone: string;
  captchaSeed: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  error: string | null;
  smsSender: SmsSenderView;
}

export type ResetPasswordEvent =
  | SmsCodeEvent
  | { type: 'user.passwordChanged'; value: string }
  | { type: 'user.confirmPasswordChanged'; value: string }
  | { type: 'user.submit' };

export type ResetPasswordTag = SmsCodeTag | FormTag;

/* ── Change the password knowing the old one (userInfo/updatePassword) ── */

/** The actor encrypts both passwords before sending them. */
export interface ChangePasswordCallInput {
  oldPassword: string;
  newPassword: string;
}

export type ChangePasswordAnswer = ServerAnswer<unknown>;

export interface ChangePasswordContext {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  error: string | null;
}

export type ChangePasswordEvent =
  | { type: 'user.oldPasswordChanged'; value: string }
  | { type: 'user.newPasswordChanged'; value: string }
  | { type: 'user.confirmPasswordChanged'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.restart' };

export type ChangePasswordTag = FormTag;

/* ── Avatar: check the picture, upload it (qiniu/getuptoken + the upload address), save it (webModifyUserInfo) ── */

/** The stored avatar: its address is qiniuUrl followed by photoUrl (SPEC §3). */
export interface AvatarPhoto {
  qiniuUrl: string;
  photoUrl: string;
}

export interface AvatarFileInput {
  file: File;
}

/** The type the file's first bytes announce, or null when they announce no accepted picture. */
export interface ImageInspection {
  type: string | null;
}

/** Where the upload put the file: qiniuUrl is the ticket's domain, photoUrl the key the upload answered. */
export type UploadAvatarAnswer = ServerAnswer<AvatarPhoto>;
export type SaveAvatarAnswer = ServerAnswer<AvatarPhoto>;

export interface AvatarUploadContext {
  /** The picture being checked, uploaded or saved, or the last one. */
  file: File | null;
  /** Why the picture was refused before sending; null otherwise. */
  problem: AvatarProblem | null;
  /** Why an upload or the save failed; null otherwise. */
  error: string | null;
  /** The uploaded file not saved yet, so a retry only repeats the save. */
  uploaded: AvatarPhoto | null;
  saved: AvatarPhoto | null;
}

export type AvatarUploadEvent = { type: 'user.pick'; file: File } | { type: 'user.retry' };

export type AvatarUploadTag = 'idle' | 'validating' | 'rejected' | 'uploading' | 'saving' | 'done' | 'failed' | 'busy';
