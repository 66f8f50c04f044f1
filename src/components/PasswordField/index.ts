export { PASSWORD_MAX_LENGTH, PasswordField, passwordVisibilities } from './PasswordField';
export type { PasswordFieldProps, PasswordVisibility } from './PasswordField';
