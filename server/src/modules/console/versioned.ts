import { ApiError } from '../../platform/plugins/apiError';

/**
 * The row read (and locked) for a write from `version`, or the reason it cannot be written: a record another
 * editor saved since (its version moved on) is refused rather than overwritten.
 */
export function atVersion<Row extends { version: number }>(
  row: Row | undefined,
  version: number,
  messages: { notFound: string; stale: string },
): Row {
  if (!row) throw new ApiError(messages.notFound);
  if (row.version !== version) throw new ApiError(messages.stale);
  return row;
}
