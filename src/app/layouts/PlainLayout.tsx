import type { ReactNode } from 'react';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';

/** Pages that draw their own frame (the handbooks): only the page area. */
export function PlainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="none">
      <MainContent className={styles.main}>{children}</MainContent>
    </div>
  );
}
