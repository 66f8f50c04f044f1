export { adviserForAppUUId } from './adviser';
export { completeSmsLogin, LOGIN_MESSAGES, passwordLogin, registerAccount } from './login';
export { LOGIN_LIMITS, tooManyFailures } from './loginLimits';
export { decryptPassword, PASSWORD_RULE } from './passwords';
export {
  acknowledgeUpgrade,
  bindPhone,
  changePassword,
  findProfile,
  modifyProfile,
  PROFILE_MESSAGES,
  resetForgottenPassword,
  setGrade,
} from './profile';
export { PROMOTION_YEAR_KEY, promoteGrades, type PromotionResult, schoolYearOf } from './promoteGrades';
export { checkCode, issueSigns, SMS_DAILY_CAP, SMS_MAX_TRIES, SMS_MESSAGES, SMS_RESEND_SECONDS, sendCode } from './smsCodes';
