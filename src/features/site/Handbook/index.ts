export { HandbookView } from './HandbookView';
export type { HandbookViewProps } from './HandbookView';
