export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { NewPasswordFields, PhoneField } from './AccountFields';
export type { NewPasswordFieldsProps, NewPasswordTexts, PhoneFieldProps } from './AccountFields';
export {
  emptyRegisterValues,
  hasRegistrationErrors,
  passwordError,
  PHONE_LENGTH,
  REGISTER_PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
  registerFields,
  registrationErrorKeys,
  validateRegistration,
  validateSmsRequest,
} from './registerRules';
export type { RegisterField, RegisterFormValues, RegistrationErrorKey, RegistrationErrors } from './registerRules';
