import { useEffect, useState } from 'react';

/**
 * The section heading the reader is at: the last of `ids` whose heading has scrolled past the top fifth of
 * the window (IntersectionObserver, so nothing runs on every scroll event).
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const headings = key
      .split(' ')
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const above = new Set<string>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          const passed = record.boundingClientRect.top < (record.rootBounds?.top ?? 0) + window.innerHeight * 0.2;
          if (passed) above.add(record.target.id);
          else above.delete(record.target.id);
        }
        const current = [...headings].reverse().find((heading) => above.has(heading.id));
        setActive(current?.id ?? headings[0]!.id);
      },
      // A heading counts as read once it reaches the top fifth of the window.
      { rootMargin: '0px 0px -80% 0px', threshold: [0, 1] },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [key]);
  return active;
}
