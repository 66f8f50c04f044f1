import type { AppUser } from '../app/types';
import type { ServerAnswer } from '../sms/answer';
import type { SmsCountdownContext } from '../sms/types';

export interface RegisterInput {
  /** Random per actor; the captcha ids (`c`) are built from it. */
  captchaSeed: string;
}

export const registerFieldNames = ['phone', 'captcha', 'smsCode', 'password', 'confirmPassword', 'agreement'] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];
/** Field → message key, as the caller's rules found them (an empty object: nothing wrong). */
export type FieldErrors = Partial<Record<RegisterFieldName, string>>;

/** userInfo/register/V2; the app's actor encrypts the password and adds the agreement and the device id. */
export interface RegisterCallInput {
  phone: string;
  smsCode: string;
  password: string;
}

export interface RegisterAppData {
  userInfo?: AppUser | null;
  token?: string;
}

export type RegisterAnswer = ServerAnswer<RegisterAppData>;

/** What the register view shows of the SMS sender, and what the captcha id is built from. */
export type RegisterSmsSenderView = Pick<
  SmsCountdownContext,
  'secondsLeft' | 'captcha' | 'captchaSeed' | 'captchaSerial' | 'captchaId' | 'error'
>;

export interface RegisterContext {
  phone: string;
  /** The image captcha; it goes with the SMS request when the server asks for one. */
  captcha: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  /** The user agreement box, ticked by default. */
  agreed: boolean;
  /** Field messages from the last submit or code request. */
  errors: FieldErrors;
  /** The picture beside the captcha field: an id of the SMS sender, and a counter for a new picture of it. */
  captchaId: string;
  captchaVersion: number;
  /** Why the last registration or code request was refused; null when nothing failed. */
  error: string | null;
  smsSender: RegisterSmsSenderView;
  user: AppUser | null;
  token: string;
}

export type RegisterEvent =
  | { type: 'user.phoneChanged'; value: string }
  | { type: 'user.captchaChanged'; value: string }
  | { type: 'user.smsCodeChanged'; value: string }
  | { type: 'user.passwordChanged'; value: string }
  | { type: 'user.confirmPasswordChanged'; value: string }
  | { type: 'user.agreementChanged'; agreed: boolean }
  | { type: 'user.refreshCaptcha' }
  /** `errors`: what the form's rules found wrong with the phone and the captcha. */
  | { type: 'user.sendCode'; errors: FieldErrors }
  /** `errors`: what the form's rules found wrong with the whole form. */
  | { type: 'user.submit'; errors: FieldErrors }
  | { type: 'user.dismissWarning' };

export type RegisterTag =
  | 'editing'
  | 'serverError'
  | 'agreementWarning'
  | 'submitting'
  | 'sendingCode'
  | 'smsCaptchaRequired'
  | 'countingDown'
  | 'registered';
