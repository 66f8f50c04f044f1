export { CloseCountdown, type CloseCountdownProps } from './CloseCountdown';
