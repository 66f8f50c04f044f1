import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { ChromeLinkProps } from '@/components/PageShell';

/** The router's link in the shape the layout components take, so their links navigate without a reload. */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function RouterLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={to} {...rest} />;
});
