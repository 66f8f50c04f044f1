/**
 * What the settings forms check before anything is sent. The password rule is the registration one:
 * 6–16 letters and digits with at least one of each, no whitespace.
 */
import { passwordError, registrationErrorKeys, type RegistrationErrorKey } from '@/features/account/RegisterForm';

export const NICKNAME_MAX_LENGTH = 20;

/** i18n keys of the field messages. */
export const settingsErrorKeys = {
  nameRequired: 'settingsPage.profile.errors.nameRequired',
  gradeRequired: 'settingsPage.profile.errors.gradeRequired',
  oldPasswordRequired: 'settingsPage.password.errors.oldRequired',
  sameAsOld: 'settingsPage.password.errors.sameAsOld',
  samePhone: 'settingsPage.phone.errors.samePhone',
  accountPasswordRequired: 'settingsPage.phone.errors.passwordRequired',
} as const;
export type SettingsErrorKey = (typeof settingsErrorKeys)[keyof typeof settingsErrorKeys] | RegistrationErrorKey;

export type FieldErrors<Field extends string> = Partial<Record<Field, SettingsErrorKey>>;

function compact<Field extends string>(errors: Record<Field, SettingsErrorKey | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<Field>;
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

function confirmError(password: string, confirmPassword: string): SettingsErrorKey | undefined {
  if (confirmPassword === '') return registrationErrorKeys.confirmRequired;
  if (confirmPassword !== password) return registrationErrorKeys.confirmMismatch;
  return undefined;
}

const MAINLAND_MOBILE = /^1\d{10}$/;

function newPhoneError(phone: string, currentPhone: string): SettingsErrorKey | undefined {
  if (phone === '') return registrationErrorKeys.phoneRequired;
  if (!MAINLAND_MOBILE.test(phone)) return registrationErrorKeys.phoneInvalid;
  if (phone === currentPhone) return settingsErrorKeys.samePhone;
  return undefined;
}

/* ── Profile ── */

export interface ProfileValues {
  name: string;
  gradeName: string;
}
export type ProfileField = keyof ProfileValues;

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  return compact({
    name: values.name.trim() === '' ? settingsErrorKeys.nameRequired : undefined,
    gradeName: values.gradeName === '' ? settingsErrorKeys.gradeRequired : undefined,
  });
}

/* ── Change password ── */

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export const emptyChangePasswordValues: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  const sameAsOld = values.newPassword !== '' && values.newPassword === values.oldPassword;
  return compact({
    oldPassword: values.oldPassword === '' ? settingsErrorKeys.oldPasswordRequired : undefined,
    newPassword: sameAsOld ? settingsErrorKeys.sameAsOld : passwordError(values.newPassword),
    confirmPassword: confirmError(values.newPassword, values.confirmPassword),
  });
}

/* ── Bind a new phone ── */

export interface BindPhoneValues {
  phone: string;
  smsCode: string;
  /** The account's password, proof that whoever holds the session owns the account. */
  password: string;
}
export type BindPhoneField = keyof BindPhoneValues;

/** Before a code is sent: the number it goes to. */
export function validateNewPhone(values: Pick<BindPhoneValues, 'phone'>, currentPhone: string): FieldErrors<BindPhoneField> {
  return compact({ phone: newPhoneError(values.phone, currentPhone), smsCode: undefined, password: undefined });
}

export function validateBindPhone(values: BindPhoneValues, currentPhone: string): FieldErrors<BindPhoneField> {
  return compact({
    phone: newPhoneError(values.phone, currentPhone),
    smsCode: values.smsCode.trim() === '' ? registrationErrorKeys.smsCodeRequired : undefined,
    password: values.password === '' ? settingsErrorKeys.accountPasswordRequired : undefined,
  });
}

/* ── Reset the password by SMS ── */

export interface ResetPasswordValues {
  smsCode: string;
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  return compact({
    smsCode: values.smsCode.trim() === '' ? registrationErrorKeys.smsCodeRequired : undefined,
    password: passwordError(values.password),
    confirmPassword: confirmError(values.password, values.confirmPassword),
  });
}
