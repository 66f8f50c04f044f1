/** A positive whole number from the address, or null for anything else. */
export function positiveParam(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** One of a few values from the address, or the fallback for anything else. */
export function oneOfParam<Value extends string>(values: readonly Value[], value: string | null): Value | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as Value) : '';
}

/** A list's address parameters: only the ones set, so the plain list has the plain address. */
export function listSearch(entries: readonly (readonly [string, string | number | null])[]): Record<string, string> {
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null && value !== '').map(([key, value]) => [key, String(value)]),
  );
}
