import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import '../texts';
import * as styles from './ContactPanel.css';

export interface ContactPanelProps {
  phone: string;
  hours: string;
  address: string;
  /** The official WeChat account, when known. */
  official: { name: string; account: string; qrUrl: string } | null;
}

/** How to reach the company: phone and hours, address, and the official account to follow. */
export function ContactPanel({ phone, hours, address, official }: ContactPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="contact-panel">
      <h2 id="contact-panel" className={styles.heading}>
        {t('site.contact.heading')}
      </h2>
      <div className={styles.body}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('site.contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
                {phone}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('site.contact.hours')}</dt>
            <dd>{hours}</dd>
          </div>
          <div>
            <dt>{t('site.contact.address')}</dt>
            <dd>{address}</dd>
          </div>
        </dl>
        {official && (
          <figure className={styles.official}>
            <Image
              src={official.qrUrl}
              alt={t('site.contact.officialQr', { name: official.name })}
              ratio={1}
              wrapperClassName={styles.qr}
            />
            <figcaption className={styles.caption}>{t('site.contact.scan', { name: official.name })}</figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
