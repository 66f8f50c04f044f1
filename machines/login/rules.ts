/** SPEC §5, §9: the login form's rules, applied as the user types so the fields never hold a refused value. */
import { sanitizeCaptcha } from '../sms/rules';

export const ACCOUNT_MAX_LENGTH = 11;
export const PASSWORD_MAX_LENGTH = 16;
/** SPEC §9: toasts of the login flow stay 3 s. */
export const LOGIN_TOAST_MS = 3000;

/** The account is a phone number: digits only, at most 11. */
export function sanitizeAccount(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_MAX_LENGTH);
}

/** Passwords never contain whitespace; at most 16 characters are kept. */
export function sanitizePassword(raw: string): string {
  return raw.replace(/\s/g, '').slice(0, PASSWORD_MAX_LENGTH);
}

export { sanitizeCaptcha };

export interface LoginFields {
  account: string;
  password: string;
  captcha: string;
}

/** The login button is active only when account, password and image captcha are all filled. */
export function canSubmit(fields: LoginFields): boolean {
  return fields.account !== '' && fields.password !== '' && fields.captcha !== '';
}

/** The phone as shown in the SMS check: first 3 and last 4 digits kept, the rest starred. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
