import type { TrialSite } from '@contract/page/bootConfig';
import { useTranslation } from '@/i18n/react';
import * as styles from './TrialBanner.css';

/**
 * On a trial site (SITE_MODE=trial, named by the server's boot configuration): says that payments are a sandbox
 * and, where the trial sends no SMS, which code every verification takes. Nothing anywhere else. The shell
 * passes what the server's boot configuration names (bootTrialSite), so the strip itself reads nothing.
 */
export function TrialBanner({ trial }: { trial?: TrialSite | undefined }) {
  const { t } = useTranslation();
  if (!trial) return null;
  return (
    <p className={styles.banner} role="note" data-trial-banner="">
      {t('app.trial.notice')}
      {trial.smsCode && (
        <>
          {t('app.trial.smsCode')}
          <span className={styles.code}>{trial.smsCode}</span>
        </>
      )}
    </p>
  );
}
