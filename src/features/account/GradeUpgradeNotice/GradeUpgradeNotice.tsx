import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { NoticeArt } from './NoticeArt';
import * as styles from './GradeUpgradeNotice.css';

export const gradeUpgradeVariants = ['upgraded', 'graduated'] as const;
export type GradeUpgradeVariant = (typeof gradeUpgradeVariants)[number];

export interface GradeUpgradeNoticeProps {
  open: boolean;
  /** The grade the user now has (初二), or kept after graduating (高三). */
  grade: string;
  /** 'graduated' for a 高三 student who stays at 高三 instead of moving up. */
  variant?: GradeUpgradeVariant;
  onAcknowledge: () => void;
  acknowledging?: boolean;
}

/**
 * Shown once after the 1 September move-up. It closes only through its button, because acknowledging is
 * what the server records.
 */
export const GradeUpgradeNotice = forwardRef<HTMLDivElement, GradeUpgradeNoticeProps>(function GradeUpgradeNotice(
  { open, grade, variant = 'upgraded', onAcknowledge, acknowledging = false },
  ref,
) {
  const { t } = useTranslation();
  const graduated = variant === 'graduated';
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={() => {}}
      dismissible={false}
      width="sm"
      className={styles.dialog}
      title={graduated ? t('account.gradeUpgrade.graduatedTitle') : t('account.gradeUpgrade.title')}
      description={
        graduated ? t('account.gradeUpgrade.graduatedMessage', { grade }) : t('account.gradeUpgrade.message', { grade })
      }
      footer={
        <Button size="lg" block loading={acknowledging} onClick={onAcknowledge}>
          {t('account.gradeUpgrade.acknowledge')}
        </Button>
      }
    >
      <div className={styles.art} data-variant={variant}>
        <NoticeArt kind={graduated ? 'graduation' : 'upgrade'} />
        <span className={styles.grade}>{grade}</span>
      </div>
    </Dialog>
  );
});
