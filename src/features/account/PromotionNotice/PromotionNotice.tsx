import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { NoticeArt } from '@/features/account/GradeUpgradeNotice';
import * as styles from './PromotionNotice.css';

export interface PromotionNoticeProps {
  open: boolean;
  /** promotionMainTitle of the basic data. */
  mainTitle: string;
  /** promotionSubtitleTitle of the basic data; optional. */
  subtitle?: string | null;
  /** 'I know': the button, Escape and a click outside all close the notice. */
  onAcknowledge: () => void;
}

export const PromotionNotice = forwardRef<HTMLDivElement, PromotionNoticeProps>(function PromotionNotice(
  { open, mainTitle, subtitle, onAcknowledge },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (!next) onAcknowledge();
      }}
      width="sm"
      showClose={false}
      className={styles.dialog}
      title={mainTitle}
      description={subtitle || undefined}
      footer={
        <Button size="lg" block variant="accent" onClick={onAcknowledge}>
          {t('account.promotion.acknowledge')}
        </Button>
      }
    >
      <div className={styles.art}>
        <span className={styles.label}>{t('account.promotion.label')}</span>
        <NoticeArt kind="gift" />
      </div>
    </Dialog>
  );
});
