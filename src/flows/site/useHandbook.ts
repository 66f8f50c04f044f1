import { useEffect } from 'react';
import { tocOf } from '@/features/site/document';
import { useActiveSection } from './useActiveSection';
import { useSitePage, type SitePageSlug } from './useSitePage';

const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * A handbook page (HandbookView): the document's headings become the table of contents, which marks the
 * section in view.
 */
export function useHandbook(slug: Extract<SitePageSlug, `manual-${string}`>) {
  const page = useSitePage(slug);
  const entries = page.status === 'ready' ? tocOf(page.data.contentHtml) : [];
  const activeId = useActiveSection(entries.map((entry) => entry.id));
  const ready = page.status === 'ready';

  // A shared or reloaded address that names a section opens there once the text has arrived (section ids
  // are plain slugs, so the hash needs no decoding).
  useEffect(() => {
    if (!ready) return;
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);

  return {
    page,
    entries,
    activeId,
    onNavigate: (id: string) => {
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior() });
      // The address names the section, so it can be shared and survives a reload. It is written to the
      // current history entry directly: a router navigation counts as a new page and is scrolled to the top.
      window.history.replaceState(window.history.state, '', `#${id}`);
    },
  };
}
