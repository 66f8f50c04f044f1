import type { AppUser } from '../app/types';
import type { ServerAnswer } from '../sms/answer';
import type { SmsSenderView } from '../sms/types';

export interface LoginInput {
  /** Random per actor; the captcha ids (`c`) are built from it. */
  captchaSeed: string;
}

/** Payload of userInfo/login/V2; the actor encrypts the password before sending it. */
export interface LoginCallInput {
  loginName: string;
  loginPassword: string;
  captcha: string;
  c: string;
}

/** What the app's login actor resolves with, mapped from the server's answer. */
export interface LoginAppData {
  userInfo?: AppUser | null;
  token?: string;
  /** The server wants an SMS check before it issues a token. */
  UserNotOnSmsWhiteList?: boolean;
  /** Phone the check code goes to, when it is not the account itself. */
  mobilePhone?: string;
}

export type LoginAnswer = ServerAnswer<LoginAppData>;

/** sms/verificationCodeCheck then checkSmsCode (loginName, the code sent as loginPassword). */
export interface VerifySmsInput {
  loginName: string;
  mobilePhone: string;
  smsCode: string;
  smsType: number;
}

/** An account and password kept by "记住密码", as the app reads them back. */
export interface RememberedLogin {
  account: string;
  password: string;
}

/** After a login: keep the account and password (box ticked) or forget any kept login (unticked). */
export interface RememberLoginParams extends RememberedLogin {
  remember: boolean;
}

export type VerifySmsAnswer = ServerAnswer<Pick<LoginAppData, 'userInfo' | 'token'>>;

/** What the login view shows of the SMS sender running inside the check step. */
export type { SmsSenderView };

export interface LoginContext {
  account: string;
  password: string;
  captcha: string;
  captchaSeed: string;
  captchaSerial: number;
  captchaId: string;
  /** The user agreement box, ticked by default. */
  agreed: boolean;
  /** "记住密码", unticked unless a remembered login filled the form. */
  remember: boolean;
  /** Why the last login or verification failed; null when nothing failed. */
  error: string | null;
  /** Phone of the SMS check, and as shown. */
  phone: string;
  maskedPhone: string;
  smsCode: string;
  smsSender: SmsSenderView;
  user: AppUser | null;
  token: string;
}

export type LoginEvent =
  | { type: 'user.accountChanged'; value: string }
  | { type: 'user.passwordChanged'; value: string }
  | { type: 'user.captchaChanged'; value: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.agreementChanged'; agreed: boolean }
  | { type: 'user.rememberChanged'; remember: boolean }
  | { type: 'user.submit' }
  | { type: 'user.dismissWarning' }
  | { type: 'user.forgotPassword' }
  | { type: 'user.dismissHint' }
  | { type: 'user.sendCode' }
  | { type: 'user.smsCaptchaChanged'; value: string }
  | { type: 'user.refreshSmsCaptcha' }
  | { type: 'user.cancelSmsCaptcha' }
  | { type: 'user.smsCodeChanged'; value: string }
  | { type: 'user.verify' }
  | { type: 'user.close' }
  | { type: 'user.open' };

export type LoginTag =
  | 'editing'
  | 'serverError'
  | 'agreementWarning'
  | 'forgotPasswordHint'
  | 'submitting'
  | 'smsStep'
  | 'sendingCode'
  | 'smsCaptchaRequired'
  | 'countingDown'
  | 'verifying'
  | 'loggedIn'
  | 'closed';
