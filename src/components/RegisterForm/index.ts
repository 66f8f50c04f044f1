export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
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
