export { FilterGroup } from './FilterGroup';
export type { FilterGroupProps, FilterOption } from './FilterGroup';
