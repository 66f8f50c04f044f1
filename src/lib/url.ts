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

/** On the server, the public origin of the page being rendered (see src/app/ssr). */
let renderOrigin: (() => string | undefined) | null = null;

/** Where a server render finds its page's origin; the browser's is its own location's. */
export function setRenderOriginSource(source: () => string | undefined): void {
  renderOrigin = source;
}

/** The site's origin as the visitor sees it (`https://…`), in the browser and in a server render alike. */
export function siteOrigin(): string {
  return renderOrigin?.() ?? window.location.origin;
}
