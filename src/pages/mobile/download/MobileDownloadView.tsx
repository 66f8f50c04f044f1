import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import type { AppPlatform } from '@contract/routes/device';
import '@/features/mobile/downloadTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileDownload.css';

/** The QR generator only matters on a desktop screen: it loads there alone. */
const QRCode = lazy(() => import('@/components/QRCode').then((module) => ({ default: module.QRCode })));

export interface AppLinks {
  iosUrl: string;
  androidUrl: string;
  iosNote: string;
  androidNote: string;
}

export interface MobileDownloadViewProps {
  links: Loadable<AppLinks>;
  /** The device's store: its button comes first and large; the other store's stays available below. */
  platform: AppPlatform;
  /** Inside WeChat, which opens neither store: say how to leave it. */
  inWeChat: boolean;
  /** A desktop screen: the QR code of this page, to open it on a phone. */
  desktop: boolean;
  pageUrl: string;
}

function StoreButton({ store, url, note, main }: { store: 'ios' | 'android'; url: string; note: string; main: boolean }) {
  const { t } = useTranslation();
  const className = `${main ? m.primaryButton : m.secondaryButton} ${m.wideButton}`;
  return (
    <div className={styles.store} data-store={store}>
      <a href={url} className={className} rel="noopener" data-store-link={store}>
        {t(`mobile.download.${store}`)}
      </a>
      <p className={m.text}>{note}</p>
    </div>
  );
}

/** /m/download: the app download — the button for this device's store first, a QR of the page on desktop. */
export function MobileDownloadView({ links, platform, inWeChat, desktop, pageUrl }: MobileDownloadViewProps) {
  const { t } = useTranslation();
  const order: ('ios' | 'android')[] = platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  return (
    <div className={m.page}>
      <section className={styles.hero} aria-labelledby="m-download-title">
        <h1 id="m-download-title" className={styles.heroTitle}>
          {t('mobile.download.heading')}
        </h1>
        <p className={styles.heroText}>{t('mobile.download.text')}</p>
      </section>
      {inWeChat && <p className={styles.wechat}>{t('mobile.download.wechatHint')}</p>}
      <section className={m.card} aria-label={t('mobile.download.storesLabel')}>
        <LoadableContent
          value={links}
          size="sm"
          skeleton={
            <SkeletonGroup className={m.section}>
              <Skeleton shape="rect" height="44px" />
              <Skeleton width="80%" />
            </SkeletonGroup>
          }
        >
          {(data) => {
            // A store without a link is left out rather than shown as a button that goes nowhere.
            const offered = order.filter((store) => (store === 'ios' ? data.iosUrl : data.androidUrl));
            if (offered.length === 0) return <p className={m.text}>{t('mobile.download.noStores')}</p>;
            return offered.map((store, index) => (
              <StoreButton
                key={store}
                store={store}
                url={store === 'ios' ? data.iosUrl : data.androidUrl}
                note={store === 'ios' ? data.iosNote : data.androidNote}
                main={platform === 'other' || index === 0}
              />
            ));
          }}
        </LoadableContent>
      </section>
      {desktop && (
        <section className={`${m.card} ${styles.qr}`} aria-labelledby="m-download-qr">
          <h2 id="m-download-qr" className={m.sectionTitle}>
            {t('mobile.download.qrTitle')}
          </h2>
          <Suspense fallback={<Skeleton shape="rect" className={styles.qrSkeleton} data-suspense-fallback="" />}>
            <QRCode value={pageUrl} size="md" label={t('mobile.download.qrLabel')} />
          </Suspense>
          <p className={m.text}>{t('mobile.download.qrText')}</p>
        </section>
      )}
    </div>
  );
}
