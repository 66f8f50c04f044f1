export { signInMachine, type SignInMachine } from './signInMachine';
export {
  filledBlank,
  isAnswered,
  secondClock,
  sittingMachine,
  toggledOption,
  unansweredCount,
  type SittingMachine,
} from './sittingMachine';
export * from './rules';
export * from './types';
