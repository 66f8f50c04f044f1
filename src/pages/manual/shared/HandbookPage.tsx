import { useEffect } from 'react';
import { tocOf } from '@/features/site/document';
import { useSitePage, type SitePageSlug } from '@/flows/site';
import { HandbookView } from './HandbookView';
import { useActiveSection } from './useActiveSection';

const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** A handbook page: the document's headings become the table of contents, which marks the section in view. */
export function HandbookPage({ slug, title }: { slug: Extract<SitePageSlug, `manual-${string}`>; title: string }) {
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

  return (
    <HandbookView
      title={title}
      page={page}
      entries={entries}
      activeId={activeId}
      onNavigate={(id) => {
        document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior() });
        // The address names the section, so it can be shared and survives a reload. It is written to the
        // current history entry directly: a router navigation counts as a new page and is scrolled to the top.
        window.history.replaceState(window.history.state, '', `#${id}`);
      }}
    />
  );
}
