import type { ReactNode } from 'react';
import { campaignTheme } from '@tokens/theme.css';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';

/** Campaign pages: a phone-wide page in the warm campaign theme, without the site navigation, so a visitor stays with the offer. */
export function CampaignLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.mobileBackdrop} data-layout="campaign">
      <div className={`${styles.mobileFrame} ${campaignTheme}`}>
        <MainContent className={styles.mobileContent}>{children}</MainContent>
      </div>
    </div>
  );
}
