export { registerMachine, registerStateIds, type RegisterMachine, type RegisterStateId } from './registerMachine';
export * from './rules';
export * from './types';
