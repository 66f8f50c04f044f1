import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/PageShell';

export interface MainContentProps {
  className: string;
  /** The page; the matched child route when omitted. */
  children?: ReactNode;
}

/** The page area every layout has: the `main` landmark, the skip link's target. */
export function MainContent({ className, children }: MainContentProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children ?? <Outlet />}
    </main>
  );
}
