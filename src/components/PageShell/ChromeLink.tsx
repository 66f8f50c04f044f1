import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/**
 * What the layout chrome needs from a link. The app passes its router's link (React Router's `Link`
 * fits as is); it must forward the ref and the remaining anchor attributes, because menus attach
 * roles, key handlers and focus to the element it renders.
 */
export interface ChromeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<ChromeLinkProps>;

/** A plain anchor: full page loads, enough for static pages and stories. */
export const AnchorLink = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function AnchorLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

/** `/about` is current on `/about` and on `/about/contact-us`, never on `/aboutus`. */
export function isActivePath(currentPath: string | undefined, itemPath: string): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
