import { useTranslation } from '@/i18n/react';
import * as styles from './CampaignGift.css';

export interface GiftPreviewProps {
  heading: string;
  intro: string;
  items: readonly string[];
  open: boolean;
}

/** The offer as a phone shows it on /m/gift, drawn from the form as it is typed. */
export function GiftPreview({ heading, intro, items, open }: GiftPreviewProps) {
  const { t } = useTranslation();
  return (
    <aside className={styles.previewFrame} aria-label={t('admin.campaigns.gift.preview')}>
      <p className={styles.previewLabel}>{t('admin.campaigns.gift.preview')}</p>
      <section className={styles.previewOffer}>
        {heading ? <h3 className={styles.previewTitle}>{heading}</h3> : null}
        {intro ? <p className={styles.previewText}>{intro}</p> : null}
        <ul className={styles.previewItems}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </section>
      {open ? null : <p className={styles.previewState}>{t('admin.campaigns.gift.previewEnded')}</p>}
    </aside>
  );
}
