export { AvatarUploader, avatarProblems, avatarUploaderStates } from './AvatarUploader';
export type { AvatarUploaderProblem, AvatarUploaderProps, AvatarUploaderState } from './AvatarUploader';
export { BindPhoneForm, bindPhoneStates } from './BindPhoneForm';
export type { BindPhoneFormProps, BindPhoneState } from './BindPhoneForm';
export { ChangePasswordForm, changePasswordStates } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordState } from './ChangePasswordForm';
export { GradeField, gradeFieldStatuses } from './GradeField';
export type { GradeFieldProps, GradeFieldStatus } from './GradeField';
export { ProfileForm, profileFormStatuses } from './ProfileForm';
export type { ProfileFormProps, ProfileFormStatus } from './ProfileForm';
export { ResetPasswordForm, resetPasswordStates } from './ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordState } from './ResetPasswordForm';
export { SettingsCard } from './SettingsCard';
export type { SettingsCardProps } from './SettingsCard';
export { SettingsDone } from './SettingsDone';
export type { SettingsDoneProps } from './SettingsDone';
export { SettingsGlyph, settingsGlyphs } from './SettingsGlyph';
export type { SettingsGlyphName } from './SettingsGlyph';
export { SettingsLayout } from './SettingsLayout';
export type { SettingsLayoutProps, SettingsSectionItem } from './SettingsLayout';
export { SettingsSummary } from './SettingsSummary';
export type { SettingsSummaryProps } from './SettingsSummary';
export { SmsCodeFields } from './SmsCodeFields';
export type { SmsCodeFieldsProps, SmsCodeProps } from './SmsCodeFields';
export {
  emptyChangePasswordValues,
  hasFieldErrors,
  NICKNAME_MAX_LENGTH,
  settingsErrorKeys,
  validateBindPhone,
  validateChangePassword,
  validateNewPhone,
  validateProfile,
  validateResetPassword,
} from './settingsRules';
export type {
  BindPhoneField,
  BindPhoneValues,
  ChangePasswordField,
  ChangePasswordValues,
  FieldErrors,
  ProfileField,
  ProfileValues,
  ResetPasswordField,
  ResetPasswordValues,
  SettingsErrorKey,
} from './settingsRules';
