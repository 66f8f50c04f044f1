export { adviserMachine, adviserStateIds, type AdviserMachine, type AdviserStateId } from './adviserMachine';
export * from './rules';
export * from './types';
