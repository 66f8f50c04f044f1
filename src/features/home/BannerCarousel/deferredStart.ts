import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest the carousel waits for an idle moment before it starts anyway. */
const IDLE_START_TIMEOUT_MS = 1500;

/**
 * Starts the carousel once the browser is idle after the first screen, or at once when the visitor reaches
 * for it (a touch, a click, the keyboard). Starting measures every slide, which makes the browser lay out
 * the whole page on the spot: done while the first screen is still being drawn, that lengthened its
 * longest task on a phone by about a quarter. Until then the first slide shows where the started carousel
 * shows it.
 *
 * `attach` is the carousel's own viewport ref; the returned `ref` goes on the viewport element instead. The
 * element is kept in a ref, not in state: state set from a ref callback renders the carousel a second time
 * inside the first screen's commit.
 */
export function useDeferredStart(attach: (node: HTMLElement | null) => void) {
  const node = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  const [started, setStarted] = useState(false);
  const startNow = useCallback(() => setStarted(true), []);

  useEffect(() => {
    if (started) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(startNow, { timeout: IDLE_START_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(startNow, IDLE_START_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [started, startNow]);

  useEffect(() => {
    if (started) attach(node.current);
  }, [attach, started]);

  return { ref, startNow };
}
