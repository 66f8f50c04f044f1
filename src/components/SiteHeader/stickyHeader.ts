import { useEffect, useState, type RefObject } from 'react';
import { layout } from '@tokens/index';
import { throttle } from '@/lib/timing';

/** The navigation sticks once the page has scrolled past the header plus a small margin (SPEC §9). */
export function isPastStickyOffset(scrollY: number, headerHeightPx: number): boolean {
  return scrollY > headerHeightPx + layout.stickyOffset;
}

/**
 * Whether the header should be stuck to the top. Pass the header's own element: it keeps its height
 * while the bar inside is fixed, so its measured height does not change as the bar sticks.
 */
export function useStickyHeader(headerRef: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => {
      const height = headerRef.current?.offsetHeight || layout.headerHeight;
      setSticky(isPastStickyOffset(window.scrollY, height));
    };
    const onScroll = throttle(update, layout.stickyThrottleMs);
    // A reload can restore a scrolled position, so the first answer cannot wait for a scroll event.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [headerRef]);
  return sticky;
}
