/** SPEC §5/§9: the search history keeps at most six entries, newest first. */
export const SEARCH_HISTORY_LIMIT = 6;

/** Adds a searched keyword: blank keywords are not saved and a repeated keyword moves to the front. */
export function addToSearchHistory(history: readonly string[], keyword: string): string[] {
  const entry = keyword.trim();
  if (!entry) return [...history];
  return [entry, ...history.filter((item) => item !== entry)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Removes one keyword (as it is shown: trimmed) from the history. */
export function removeFromSearchHistory(history: readonly string[], keyword: string): string[] {
  const entry = keyword.trim();
  return history.filter((item) => item !== entry);
}

/** Cleans a history read back from storage, which may hold anything. */
export function restoreSearchHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((history, item) => addToSearchHistory(history, item), []);
}
