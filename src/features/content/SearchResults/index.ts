export { Highlighted, SearchResults, SearchResultsSkeleton, searchKinds } from './SearchResults';
export type { SearchKind, SearchResult } from './SearchResults';
