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
