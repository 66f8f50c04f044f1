export { PeriodHeader } from './PeriodHeader';
export type { PeriodHeaderProps } from './PeriodHeader';
