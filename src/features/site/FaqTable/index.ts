export { FaqList, FeeTable } from './FeeTable';
export type { FaqEntry, FeeItem } from './FeeTable';
