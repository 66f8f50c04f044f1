export { SmsCheckStep, smsCheckState, smsCheckStates } from './SmsCheckStep';
export type { SmsCheckState, SmsCheckStepProps } from './SmsCheckStep';
export { canVerifyCode, SMS_CODE_MAX_LENGTH } from './smsRules';
export { CaptchaField, SmsCodeField } from './CodeFields';
export type { CaptchaFieldProps, SmsCodeFieldProps } from './CodeFields';
