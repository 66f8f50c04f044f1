import type { ServerAnswer } from './answer';

/** Answer of sms/getSgins: the signature sms/send must carry, and whether an image captcha must go with it. */
export interface SmsSigns {
  signsCode: string;
  t: string;
  signs: string;
  whetherCaptcha?: boolean;
}

export interface GetSignsInput {
  mobilePhone: string;
  smsType: number;
}

/** Payload of sms/send (SPEC §3). */
export interface SendCodeInput extends GetSignsInput {
  signsCode: string;
  t: string;
  signs: string;
  whetherCaptcha: boolean;
  captcha: string;
  c: string;
}

/** A refused send may ask for an image captcha (first time, or the one given was wrong). */
export interface SendCodeAppData {
  whetherCaptcha?: boolean;
}

export type GetSignsAnswer = ServerAnswer<SmsSigns>;
export type SendCodeAnswer = ServerAnswer<SendCodeAppData>;

export interface SmsCountdownInput {
  mobilePhone?: string;
  smsType: number;
  /** Random per actor; captcha ids are built from it. */
  captchaSeed: string;
}

export interface SmsCountdownContext {
  mobilePhone: string;
  smsType: number;
  secondsLeft: number;
  signs: SmsSigns | null;
  captcha: string;
  captchaSeed: string;
  captchaSerial: number;
  captchaId: string;
  /** Why the last send failed, for the view; cleared by the next attempt. */
  error: string | null;
}

/** What a form shows of the SMS sender running inside it. */
export type SmsSenderView = Pick<SmsCountdownContext, 'secondsLeft' | 'captcha' | 'captchaId' | 'error'>;

export type SmsCountdownEvent =
  /** `mobilePhone` replaces the phone given as input, for forms where the user types it. */
  | { type: 'user.sendCode'; mobilePhone?: string }
  | { type: 'user.captchaChanged'; value: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.cancelCaptcha' };

export type SmsCountdownTag = 'canSend' | 'sending' | 'captchaRequired' | 'counting';

/** i18n keys of the texts this flow shows (account catalog). */
export const SMS_MESSAGES = {
  sent: 'account.sms.sent',
} as const;
export type SmsMessageKey = (typeof SMS_MESSAGES)[keyof typeof SMS_MESSAGES];
