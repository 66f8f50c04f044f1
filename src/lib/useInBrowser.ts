import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server draws a page and while the browser takes over that markup (hydration), true in a
 * render of the browser's own: what only the browser can draw (a portal into document.body) waits for it,
 * so the markup the server sent and the browser's first render match. A page the browser draws alone
 * (no server markup) gets true from its first render.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
