import { useCallback, useEffect, useState, type ReactNode } from 'react';

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

export interface DrawWhenNearProps {
  /** Off: the children at once (stories, tests, pages that need no deferring). */
  defer: boolean;
  /** Told once the place has come near (at once when not deferring): the page starts the part's data then. */
  onNear?: () => void;
  /** The block that stands in the children's place until then; its height keeps what follows below the screen. */
  spaceClassName?: string;
  children: ReactNode;
}

/**
 * Draws a part of a page under its first screen once the visitor comes near it. Drawn in the first render, the
 * placeholders of such parts and then their content (each answer rendering the page again) made the
 * first load's longest tasks on a phone; the visitor sees none of it before scrolling.
 */
export function DrawWhenNear({ defer, onNear, spaceClassName, children }: DrawWhenNearProps) {
  const [mark, near] = useNearViewport(!defer);
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  return near ? children : <div ref={mark} className={spaceClassName} aria-hidden />;
}
