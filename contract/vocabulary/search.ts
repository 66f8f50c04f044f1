/** What the site's search finds, each kind with a tab of its own on /search. */
export const SEARCH_KINDS = ['course', 'news', 'tutor'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The search call's `type`: one kind, or all of them. */
export const SEARCH_TYPES = ['all', ...SEARCH_KINDS] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The longest keyword the search call takes. */
export const SEARCH_KEYWORD_MAX = 50;

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;

/** The keyword of a /search address as the page searches for it: trimmed and cut to the call's limit. */
export function searchKeyword(raw: string | null): string {
  return (raw ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
}

/** The address's `type`, or all kinds when it names none of them. */
export function searchType(raw: string | null): SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(raw ?? '') ? (raw as SearchType) : 'all';
}
