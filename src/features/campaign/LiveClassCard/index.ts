export {
  LiveClassCard,
  liveActionOf,
  liveActions,
  type LiveAction,
  type LiveClassCardProps,
  type LiveClassData,
} from './LiveClassCard';
export { beijingSchedule, timeUntil } from './countdown';
