import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatServiceHours, type ServiceHours } from '@/components/SiteFooter';
import * as styles from './ForgotPasswordHint.css';

export interface ForgotPasswordHintProps {
  open: boolean;
  /** OK, Escape or a click outside: the hint only informs. */
  onClose: () => void;
  /** Customer-service phone as displayed, e.g. 400-882-6155. */
  phone: string;
  serviceHours: ServiceHours;
}

/** 'Account or password lost? Contact customer service to recover it', with the number to call. */
export const ForgotPasswordHint = forwardRef<HTMLDivElement, ForgotPasswordHintProps>(function ForgotPasswordHint(
  { open, onClose, phone, serviceHours },
  ref,
) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      ref={ref}
      open={open}
      tone="info"
      title={t('account.forgotPassword.title')}
      showCancel={false}
      confirmLabel={t('account.forgotPassword.confirm')}
      onConfirm={onClose}
      message={
        <div className={styles.body}>
          <p className={styles.message}>{t('account.forgotPassword.message')}</p>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt className={styles.term}>{t('account.forgotPassword.phone')}</dt>
              <dd className={styles.value}>
                <a
                  className={styles.phone}
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  aria-label={t('account.forgotPassword.call', { phone })}
                >
                  {phone}
                </a>
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>{t('account.forgotPassword.hours')}</dt>
              <dd className={styles.value}>{formatServiceHours(serviceHours, t)}</dd>
            </div>
          </dl>
        </div>
      }
    />
  );
});
