/**
 * 1 register, 2 login check, 3 password reset, 4 phone binding, 5 gift-pack claim, 6 campaign sign-in (an
 * account is opened for a new phone), 7 a student's consent to bind a parent.
 */
export const SMS_TYPES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export interface SmsMessage {
  phone: string;
  code: string;
  smsType: SmsType;
}

export interface SmsProvider {
  readonly kind: 'local' | 'aliyun';
  /** Delivers a verification code; rejects when the gateway refuses it. */
  send(message: SmsMessage): Promise<void>;
}
