export { CourseMiniList } from './CourseMiniList';
export type { CourseMiniListProps } from './CourseMiniList';
