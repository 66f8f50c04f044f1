import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (once true, it stays true): a ref
 * callback for the element and the answer. `initiallyNear` skips the watching. Without
 * IntersectionObserver the element counts as near at once.
 */
export function useNearViewport(
  initiallyNear: boolean,
  rootMargin = '0px 0px 25% 0px',
): [(node: Element | null) => void, boolean] {
  const [near, setNear] = useState(initiallyNear);
  const [node, setNode] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, rootMargin]);
  return [setNode, near];
}
