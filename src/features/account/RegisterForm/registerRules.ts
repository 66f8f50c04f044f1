/**
 * Registration rules: an 11-digit mainland mobile number, an SMS code, and a password of 6–16 letters
 * and digits with at least one of each and no whitespace, typed twice; the user agreement ticked.
 */
export const PHONE_LENGTH = 11;
export const REGISTER_PASSWORD_MIN = 6;
export const REGISTER_PASSWORD_MAX = 16;

export interface RegisterFormValues {
  phone: string;
  /** Image captcha, required to request the SMS code. */
  captcha: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
}

export const emptyRegisterValues: RegisterFormValues = {
  phone: '',
  captcha: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
  agreed: true,
};

export const registerFields = ['phone', 'captcha', 'smsCode', 'password', 'confirmPassword', 'agreement'] as const;
export type RegisterField = (typeof registerFields)[number];

/** i18n keys of the field messages (account catalog). */
export const registrationErrorKeys = {
  phoneRequired: 'account.register.errors.phoneRequired',
  phoneInvalid: 'account.register.errors.phoneInvalid',
  captchaRequired: 'account.register.errors.captchaRequired',
  smsCodeRequired: 'account.register.errors.smsCodeRequired',
  passwordRequired: 'account.register.errors.passwordRequired',
  passwordLength: 'account.register.errors.passwordLength',
  passwordWhitespace: 'account.register.errors.passwordWhitespace',
  passwordCharset: 'account.register.errors.passwordCharset',
  confirmRequired: 'account.register.errors.confirmRequired',
  confirmMismatch: 'account.register.errors.confirmMismatch',
  agreementRequired: 'account.register.errors.agreementRequired',
} as const;
export type RegistrationErrorKey = (typeof registrationErrorKeys)[keyof typeof registrationErrorKeys];
export type RegistrationErrors = Partial<Record<RegisterField, RegistrationErrorKey>>;

const MAINLAND_MOBILE = /^1\d{10}$/;

function phoneError(phone: string): RegistrationErrorKey | undefined {
  if (phone === '') return registrationErrorKeys.phoneRequired;
  if (!MAINLAND_MOBILE.test(phone)) return registrationErrorKeys.phoneInvalid;
  return undefined;
}

export function passwordError(password: string): RegistrationErrorKey | undefined {
  if (password === '') return registrationErrorKeys.passwordRequired;
  if (/\s/.test(password)) return registrationErrorKeys.passwordWhitespace;
  const length = Array.from(password).length;
  if (length < REGISTER_PASSWORD_MIN || length > REGISTER_PASSWORD_MAX) return registrationErrorKeys.passwordLength;
  if (!/^[A-Za-z0-9]+$/.test(password) || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return registrationErrorKeys.passwordCharset;
  }
  return undefined;
}

function compact(errors: Record<RegisterField, RegistrationErrorKey | undefined>): RegistrationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as RegistrationErrors;
}

/** What must be right before an SMS code is requested: the phone it goes to and the image captcha. */
export function validateSmsRequest(values: Pick<RegisterFormValues, 'phone' | 'captcha'>): RegistrationErrors {
  return compact({
    phone: phoneError(values.phone),
    captcha: values.captcha.trim() === '' ? registrationErrorKeys.captchaRequired : undefined,
    smsCode: undefined,
    password: undefined,
    confirmPassword: undefined,
    agreement: undefined,
  });
}

/** Every field's problem at submit time; an empty object means the form may be sent. */
export function validateRegistration(values: RegisterFormValues): RegistrationErrors {
  let confirmPassword: RegistrationErrorKey | undefined;
  if (values.confirmPassword === '') confirmPassword = registrationErrorKeys.confirmRequired;
  else if (values.confirmPassword !== values.password) confirmPassword = registrationErrorKeys.confirmMismatch;
  return compact({
    phone: phoneError(values.phone),
    captcha: undefined,
    smsCode: values.smsCode.trim() === '' ? registrationErrorKeys.smsCodeRequired : undefined,
    password: passwordError(values.password),
    confirmPassword,
    agreement: values.agreed ? undefined : registrationErrorKeys.agreementRequired,
  });
}

export function hasRegistrationErrors(errors: RegistrationErrors): boolean {
  return Object.keys(errors).length > 0;
}
