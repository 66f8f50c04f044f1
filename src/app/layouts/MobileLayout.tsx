import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MobileNavbar } from '@/components/MobileNavbar';
import { RouterLink } from '@/app/router/RouterLink';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';

/** The mobile site: the bar with the slide-in menu over a phone-wide page. */
export function MobileLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.mobileBackdrop} data-layout="mobile">
      <div className={styles.mobileFrame}>
        <MobileNavbar currentPath={pathname} open={menuOpen} onOpenChange={setMenuOpen} LinkComponent={RouterLink} />
        <MainContent className={styles.mobileContent}>{children}</MainContent>
      </div>
    </div>
  );
}
