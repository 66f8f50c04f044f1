import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Logo } from '@/components/Logo';
import { campaignTheme } from '@tokens/theme.css';
import { MainContent } from './MainContent';
import * as styles from './layouts.css';
import * as campaign from './CampaignLayout.css';

/**
 * Campaign pages: a phone-wide page in the warm campaign theme, without the site navigation, so a visitor
 * stays with the offer; the brand bar on top says whose offer it is and leads home.
 */
export function CampaignLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.mobileBackdrop} data-layout="campaign">
      <div className={styles.mobileFrame}>
        <header className={campaign.header}>
          {/*
           * A whole page load, not a route change: home is where the first visit decides between the desktop
           * and the phone site, and campaign links are mostly opened on phones.
           */}
          <a href="/home" className={campaign.home} aria-label={t('chrome.brand.home')}>
            <Logo size="sm" showTagline={false} />
          </a>
        </header>
        <div className={`${campaign.body} ${campaignTheme}`}>
          <MainContent className={styles.mobileContent}>{children}</MainContent>
        </div>
      </div>
    </div>
  );
}
