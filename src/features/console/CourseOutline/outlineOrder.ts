/** Ids with `moved` taken out and put back before `before` (at the end when `before` is null). */
export function movedBefore(ids: readonly number[], moved: number, before: number | null): number[] {
  const rest = ids.filter((id) => id !== moved);
  const at = before === null ? rest.length : rest.indexOf(before);
  return [...rest.slice(0, at < 0 ? rest.length : at), moved, ...rest.slice(at < 0 ? rest.length : at)];
}

/** Items with the one at `index` swapped with its neighbour one step `by` (−1 up, +1 down); unchanged at the ends. */
export function movedBy<Item>(ids: readonly Item[], index: number, by: -1 | 1): Item[] {
  const to = index + by;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
