export { ForgotPasswordHint } from './ForgotPasswordHint';
export type { ForgotPasswordHintProps } from './ForgotPasswordHint';
