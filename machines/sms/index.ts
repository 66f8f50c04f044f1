export { ANSWER_SUCCESS, failureText, isSuccess, type ServerAnswer } from './answer';
export * from './rules';
export {
  smsCountdownMachine,
  smsCountdownStateIds,
  type SmsCountdownMachine,
  type SmsCountdownStateId,
} from './smsCountdownMachine';
export * from './types';
