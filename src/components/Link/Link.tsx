import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import { AnchorLink, type ChromeLinkProps, type LinkComponent } from '@/components/PageShell';

const LinkContext = createContext<LinkComponent>(AnchorLink);

/**
 * Supplies the link every `Link` below it renders: the app passes its router's link, stories and static
 * pages keep the plain anchor. Components that draw many links (cards, lists, menus) use `Link` instead of
 * taking a link component as a prop at every level.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component supplied by the nearest LinkProvider (a plain anchor without one). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** An in-app link that navigates the way the surrounding app does. */
export const Link = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function Link(props, ref) {
  const Component = useContext(LinkContext);
  // The provided link is one component for the life of the app (set once at the root), not one made per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component ref={ref} {...props} />;
});
