import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { QRCode } from '@/components/QRCode';
import '../texts';
import * as styles from './AdviserCallout.css';

export interface AppDownloadInfo {
  /** The absolute address of the app download page, encoded in the QR code a phone scans. */
  downloadUrl: string;
  androidNote: string;
  iosNote: string;
}

/** The two ways to talk to us: a course adviser's WeChat, and the app. */
export function AdviserCallout({ onAdviser, app }: { onAdviser: () => void; app: AppDownloadInfo | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <section className={styles.adviser} aria-labelledby="home-adviser">
        <h2 id="home-adviser" className={styles.title}>
          {t('home.adviser.title')}
        </h2>
        <p className={styles.text}>{t('home.adviser.text')}</p>
        <ul className={styles.points}>
          <li>{t('home.adviser.point1')}</li>
          <li>{t('home.adviser.point2')}</li>
          <li>{t('home.adviser.point3')}</li>
        </ul>
        <Button variant="accent" size="lg" onClick={onAdviser}>
          {t('home.adviser.action')}
        </Button>
      </section>
      <section className={styles.app} aria-labelledby="home-app">
        <h2 id="home-app" className={styles.title}>
          {t('home.app.title')}
        </h2>
        <div className={styles.appBody}>
          {app && <QRCode value={app.downloadUrl} size="sm" label={t('home.app.qr')} className={styles.qr} />}
          <div className={styles.notes}>
            <p className={styles.text}>{t('home.app.text')}</p>
            {app && <p className={styles.note}>{app.androidNote}</p>}
            {app && <p className={styles.note}>{app.iosNote}</p>}
          </div>
        </div>
      </section>
    </div>
  );
}
