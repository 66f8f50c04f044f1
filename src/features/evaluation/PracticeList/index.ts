export { PracticeList, type PracticeListProps } from './PracticeList';
