/** A path with the given query parameters; empty, null and undefined values are left out. */
export function pathWith(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export { positiveIntParam } from '@contract/addresses/params';
