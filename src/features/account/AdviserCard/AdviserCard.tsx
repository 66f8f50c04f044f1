import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { CopyText } from '@/components/CopyText';
import { ToneGlyph } from '@/components/Notice';
import { QRCode } from '@/components/QRCode';
import { formatServiceHours, type ServiceHours } from '@/components/SiteFooter';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from './AdviserCard.css';

export const adviserCardStatuses = ['loading', 'ready', 'missing', 'retrying'] as const;
export type AdviserCardStatus = (typeof adviserCardStatuses)[number];

/** SPEC §9: the WeChat account shows its first 6 characters, then an ellipsis. */
export const ADVISER_ACCOUNT_SHOWN_CHARS = 6;

export interface AdviserCardProps extends HTMLAttributes<HTMLDivElement> {
  status: AdviserCardStatus;
  /** The QR image of the adviser's WeChat (wechatUrl). */
  wechatUrl?: string | null;
  /** The adviser's WeChat account; copied whole even when shown shortened. */
  wechatAccount?: string | null;
  onRetry: () => void;
  onCopied: () => void;
  onCopyFailed: () => void;
  /** When the adviser answers; shown under the card when given. */
  serviceHours?: ServiceHours;
}

/** The course-adviser modal's content: scan the QR code or copy the WeChat account. */
export const AdviserCard = forwardRef<HTMLDivElement, AdviserCardProps>(function AdviserCard(
  { status, wechatUrl, wechatAccount, onRetry, onCopied, onCopyFailed, serviceHours, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const failed = status === 'missing' || status === 'retrying';

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-state={status} {...rest}>
      <p className={styles.intro}>{t('account.adviser.intro')}</p>
      {status === 'loading' && (
        <SkeletonGroup label={t('account.adviser.loading')} className={styles.placeholder}>
          <Skeleton shape="rect" className={styles.qrPlaceholder} />
          <Skeleton width="60%" />
        </SkeletonGroup>
      )}
      {status === 'ready' && (
        <>
          {wechatUrl && (
            <QRCode src={wechatUrl} size="md" label={t('account.adviser.qrLabel')} caption={t('account.adviser.scan')} />
          )}
          {wechatAccount && (
            <CopyText
              className={styles.account}
              text={wechatAccount}
              label={t('account.adviser.account')}
              maxChars={ADVISER_ACCOUNT_SHOWN_CHARS}
              onCopied={onCopied}
              onCopyFailed={onCopyFailed}
            />
          )}
        </>
      )}
      {failed && (
        <div className={styles.missing}>
          <span className={styles.missingGlyph}>
            <ToneGlyph tone="warning" />
          </span>
          <div role="alert" className={styles.missingText}>
            <p className={styles.missingTitle}>{t('account.adviser.missingTitle')}</p>
            <p className={styles.missingHint}>{t('account.adviser.missingHint')}</p>
          </div>
          <Button variant="secondary" loading={status === 'retrying'} onClick={onRetry}>
            {t('account.adviser.retry')}
          </Button>
        </div>
      )}
      {serviceHours && (
        <p className={styles.hours}>{t('account.adviser.hours', { hours: formatServiceHours(serviceHours, t) })}</p>
      )}
    </div>
  );
});
