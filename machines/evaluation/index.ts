export { signInMachine, type SignInMachine } from './signInMachine';
export { secondClock, sittingMachine, unansweredCount, type SittingMachine } from './sittingMachine';
export * from './rules';
export * from './types';
