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

/**
 * Each point's marker is drawn in the row beside its words, not left to the browser: list markers hang
 * outside their item, and in a wrapping row they fell over the end of the previous point.
 */
function CheckMark() {
  return (
    <svg className={styles.marker} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-marker="">
      <circle cx="8" cy="8" r="8" fill="currentColor" opacity="0.24" />
      <path
        d="M4.5 8.3l2.2 2.2 4.8-4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
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
          {(['point1', 'point2', 'point3'] as const).map((point) => (
            <li key={point} className={styles.point}>
              <CheckMark />
              {t(`home.adviser.${point}`)}
            </li>
          ))}
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
