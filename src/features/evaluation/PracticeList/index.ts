export { PracticeList, PracticeSkeleton, type PracticeListProps } from './PracticeList';
