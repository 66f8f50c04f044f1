import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (once true, it stays true): a ref
 * callback for the element and the answer. `initiallyNear` skips the watching. Without
 * IntersectionObserver the element counts as near at once.
 *
 * The watching starts in the ref callback itself (React 19 calls the cleanup it returns when the element
 * goes), not from the element kept in state: setting that state during the commit made React render the
 * whole page that holds the element a second time, in the same task as the first screen's commit.
 */
export function useNearViewport(
  initiallyNear: boolean,
  rootMargin = '0px 0px 25% 0px',
): [(node: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(initiallyNear);
  const watch = useCallback(
    (node: Element | null) => {
      if (near || !node) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [watch, near];
}
