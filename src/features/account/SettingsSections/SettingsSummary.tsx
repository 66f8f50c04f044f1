import { forwardRef, useId, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Avatar } from '@/components/Avatar';
import { MaskedPhone } from '@/components/MaskedPhone';
import * as styles from './SettingsSections.css';

export interface SettingsSummaryProps extends HTMLAttributes<HTMLElement> {
  name?: string | null;
  phone?: string | null;
  gradeName?: string | null;
  qiniuUrl?: string | null;
  photoUrl?: string | null;
}

/** Who is signed in: avatar, nickname, the phone (masked) and the grade. */
export const SettingsSummary = forwardRef<HTMLElement, SettingsSummaryProps>(function SettingsSummary(
  { name, phone, gradeName, qiniuUrl, photoUrl, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section ref={ref} aria-labelledby={id} className={[styles.summary, className].filter(Boolean).join(' ')} {...rest}>
      <Avatar qiniuUrl={qiniuUrl} photoUrl={photoUrl} name={name} size="lg" />
      <div className={styles.summaryText}>
        <h2 id={id} className={styles.summaryName}>
          {name?.trim() || t('settingsPage.summary.label')}
        </h2>
        <dl className={styles.summaryFacts}>
          <div className={styles.summaryFact}>
            <dt className={styles.summaryTerm}>{t('settingsPage.summary.phone')}</dt>
            <dd className={styles.summaryValue}>
              <MaskedPhone phone={phone} />
            </dd>
          </div>
          <div className={styles.summaryFact}>
            <dt className={styles.summaryTerm}>{t('settingsPage.summary.grade')}</dt>
            <dd className={styles.summaryValue}>{gradeName?.trim() || t('settingsPage.summary.noGrade')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
});
