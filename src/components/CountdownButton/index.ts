export { CountdownButton, countdownState, countdownStates } from './CountdownButton';
export type { CountdownButtonProps, CountdownState } from './CountdownButton';
