/**
 * Accounts: sign-in and sign-up, SMS codes, passwords, the profile and its grade, the captcha image.
 * What other modules use of it; its routes are registered from ./routes.
 */
export * from './services';
export { CODE_FOR_ACCOUNTS, CODE_FOR_ANY_PHONE, bySiteAccount } from './accountSmsPurposes';
export { CAPTCHA_WRONG, createCaptchaService } from './captcha';
export { accountLockedUntil, assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './loginLimits';
export { startSession } from './login';
export { type NewAccountHook, welcomeNewAccounts } from './newAccountHooks';
export { newPassword } from './passwords';
export { assertUnderPhoneAndSiteCaps, type SendInput } from './smsCodes';
export {
  createSmsPurposes,
  type SmsDelivery,
  type SmsPurposePolicy,
  type SmsPurposeRegistration,
  type SmsPurposes,
} from './smsPurposes';
export { smsProviderFor } from './smsSender';
export { isUniqueViolation, userByPhone, violatedUniqueConstraint } from './userInfo';

export { registerAccountSmsPurposes as accountsSmsPurposes } from './accountSmsPurposes';
