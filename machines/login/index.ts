export { loginMachine, loginStateIds, type LoginMachine, type LoginStateId } from './loginMachine';
export * from './rules';
export * from './types';
