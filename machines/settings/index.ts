export {
  avatarUploadMachine,
  avatarUploadStateIds,
  type AvatarUploadMachine,
  type AvatarUploadStateId,
} from './avatarUploadMachine';
export {
  bindPhoneMachine,
  bindPhoneStateIds,
  canBindPhone,
  type BindPhoneMachine,
  type BindPhoneStateId,
} from './bindPhoneMachine';
export {
  canChangePassword,
  changePasswordMachine,
  changePasswordStateIds,
  type ChangePasswordMachine,
  type ChangePasswordStateId,
} from './changePasswordMachine';
export {
  canResetPassword,
  resetPasswordMachine,
  resetPasswordStateIds,
  type ResetPasswordMachine,
  type ResetPasswordStateId,
} from './resetPasswordMachine';
export * from './rules';
export * from './types';
