/** SPEC §5 / §9: the account is a phone number of at most 11 digits. */
export const ACCOUNT_MAX_LENGTH = 11;
/** Captchas are a few characters; the cap only stops a paste of a whole sentence. */
export const CAPTCHA_MAX_LENGTH = 8;

export interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
  /** The user agreement box, ticked by default. */
  agreed: boolean;
  /** "记住密码": keep account and password for the next login on this browser. */
  remember: boolean;
}

export const emptyLoginValues: LoginFormValues = { account: '', password: '', captcha: '', agreed: true, remember: false };

/**
 * The login button is active only when account, password and image captcha are all filled (SPEC §5).
 * The agreement is not part of it: an unticked box is answered with a warning when the user submits.
 */
export function canSubmitLogin(values: Pick<LoginFormValues, 'account' | 'password' | 'captcha'>): boolean {
  return values.account.trim() !== '' && values.password.trim() !== '' && values.captcha.trim() !== '';
}
