import { forwardRef, useId, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { AnchorLink, linkButton, type LinkComponent } from '@/components/PageShell';
import { BuildingIllustration } from './BuildingIllustration';
import * as styles from './BuildingPanel.css';

export interface BuildingPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The title of the page that is not open yet, e.g. '学习报告'. */
  pageTitle: string;
  /** Shows 'go back' beside 'back to home' when the app can go back in history. */
  onBack?: () => void;
  homePath?: string;
  LinkComponent?: LinkComponent;
}

export const BuildingPanel = forwardRef<HTMLElement, BuildingPanelProps>(function BuildingPanel(
  { pageTitle, onBack, homePath = '/home', LinkComponent = AnchorLink, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section ref={ref} aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <BuildingIllustration className={styles.illustration} />
      <div className={styles.body}>
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          {t('chrome.building.badge')}
        </p>
        <h1 id={titleId} className={styles.title}>
          {pageTitle}
        </h1>
        <p className={styles.lead}>{t('chrome.building.title')}</p>
        <p className={styles.description}>{t('chrome.building.description')}</p>
        <div className={styles.actions}>
          <LinkComponent to={homePath} className={linkButton.primary}>
            {t('chrome.building.backHome')}
          </LinkComponent>
          {onBack && (
            <Button variant="outline" onClick={onBack}>
              {t('chrome.building.back')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
});
