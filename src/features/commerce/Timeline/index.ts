export { Timeline, type TimelineEntry } from './Timeline';
