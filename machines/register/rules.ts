/** SPEC §5, §7, §9: what the registration flow keeps of each field, and the SMS type it asks codes for. */
import { PASSWORD_MAX_LENGTH, sanitizeAccount } from '../login/rules';
import { sanitizeCaptcha, sanitizeSmsCode } from '../sms/rules';
import { smsTypeNumber } from '@contract/vocabulary/sms';

/** The smsType the server expects for codes sent to register a phone. */
export const SMS_TYPE_REGISTER = smsTypeNumber('register');

/** The phone is the future login name: digits only, at most 11, as the login account. */
export const sanitizePhone = sanitizeAccount;

/** Spaces inside a password are kept so the form can say they are not allowed; only the length is capped. */
export function sanitizeNewPassword(raw: string): string {
  return Array.from(raw).slice(0, PASSWORD_MAX_LENGTH).join('');
}

export { sanitizeCaptcha, sanitizeSmsCode };

export interface RegisterFields {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Nothing goes to the server while a field it needs is empty, whatever the caller's checks said. */
export function isFilled(fields: RegisterFields): boolean {
  return fields.phone !== '' && fields.smsCode !== '' && fields.password !== '' && fields.confirmPassword !== '';
}
