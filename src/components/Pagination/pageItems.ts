export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Seven slots keep the control the same width wherever the current page is. */
const slots = 7;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The page buttons to draw: first and last page always, the current page with its neighbours, and an
 * ellipsis for each skipped run. Out-of-range input is clamped, so a stale page number still draws.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total === 0) return [];
  if (total <= slots) return range(1, total);
  const page = Math.min(total, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  if (page <= 4) return [...range(1, 5), 'end-ellipsis', total];
  if (page >= total - 3) return [1, 'start-ellipsis', ...range(total - 4, total)];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', total];
}

export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}
