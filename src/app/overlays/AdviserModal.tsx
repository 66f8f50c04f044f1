import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { formatServiceHours } from '@/components/SiteFooter';
import { CUSTOMER_SERVICE } from '@/config';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import * as styles from './overlays.css';

/**
 * The course-adviser dialog opened from the avatar menu. It offers the customer-service line, through
 * which every adviser is reached; the adviser's own WeChat card replaces the body in this one file.
 */
export function AdviserModal() {
  const { t } = useTranslation();
  const { open, hide } = useAdviserModal();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) hide();
      }}
      title={t('app.adviserModal.title')}
      footer={<Button onClick={hide}>{t('app.adviserModal.close')}</Button>}
    >
      <div className={styles.modalBody}>
        <p className={styles.modalText}>{t('app.adviserModal.message')}</p>
        <ul className={styles.modalList}>
          <li>
            <a className={styles.phone} href={`tel:${CUSTOMER_SERVICE.phone.replace(/[^\d+]/g, '')}`}>
              {t('app.adviserModal.hotline', { phone: CUSTOMER_SERVICE.phone })}
            </a>
          </li>
          <li>{t('app.adviserModal.hours', { hours: formatServiceHours(CUSTOMER_SERVICE.hours, t) })}</li>
        </ul>
      </div>
    </Dialog>
  );
}
