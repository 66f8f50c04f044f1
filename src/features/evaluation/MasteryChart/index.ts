export { MasteryChart, WEAK_BELOW, type MasteryStat } from './MasteryChart';
