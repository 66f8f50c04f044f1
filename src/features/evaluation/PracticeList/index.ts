export { PracticeList, PracticeSkeleton, type PracticeListProps, type PracticeState } from './PracticeList';
