import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at its top; going back or forward leaves the browser to restore the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
