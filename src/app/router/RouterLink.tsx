import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { ChromeLinkProps } from '@/components/PageShell';

/** `https://…`, `mailto:…`, `//host/…`: addresses the router does not handle. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The router's link in the shape the layout components take, so their links navigate without a reload
 * (an absolute address is left to the browser). Built on the router's click handler rather than its
 * `Link`, which would bring route prefetching this app does not use into the first download.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function RouterLink(
  { to, onClick, target, children, ...rest },
  ref,
) {
  const external = ABSOLUTE_URL.test(to);
  const href = useHref(external ? '.' : to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(external ? '.' : to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!external && !event.defaultPrevented) followLink(event);
  };
  return (
    <a ref={ref} href={external ? to : href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
});
