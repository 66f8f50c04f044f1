import type { ReactNode } from 'react';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';

/** Agreement and licence pages: no header or footer, a phone-wide column. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.mobileBackdrop} data-layout="bare">
      <div className={styles.mobileFrame}>
        <MainContent className={styles.mobileContent}>{children}</MainContent>
      </div>
    </div>
  );
}
