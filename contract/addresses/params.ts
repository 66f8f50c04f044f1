/**
 * A positive whole number from the address (an id, a page), or null for anything else: 1–9 digits, not
 * zero. One rule for the pages, the opening calls and the server's page heads, which the server imports
 * from here.
 */
export function positiveIntParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads one query parameter of a page's address; null when it is absent or not of its kind. */
export type ParamReader<T> = (value: string | null | undefined) => T | null;

/** A record id in a page's address (`courseId: id()` in the route table), read as positiveIntParam reads it. */
export const id = (): ParamReader<number> => positiveIntParam;
