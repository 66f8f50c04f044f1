export { SearchBox, searchBoxSizes } from './SearchBox';
export type { SearchBoxProps, SearchBoxSize } from './SearchBox';
