import '@/features/evaluation/texts';
import { useSearchParams } from 'react-router';
import * as evaluationAccount from '@contract/api/calls/evaluation/account';
import * as evaluationReports from '@contract/api/calls/evaluation/reports';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { Button } from '@/components/Button';
import { useEvaluationSignOut } from '@/flows/evaluation';
import { useTranslation } from '@/i18n/react';
import * as styles from '@/features/evaluation/evaluation.css';
import { ReportView } from './ReportView';

/**
 * /e/report: the latest report (or ?reportId=) with mastery, weak points, comparison and history. As the area's
 * start page it is where a family signs out of the evaluation account.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('reportId'));
  const reportId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const report = useApiQuery(evaluationReports.reportDetail, reportId ? { reportId } : {});
  const account = useApiQuery(evaluationAccount.userInfo, {});
  const { signOut, signingOut } = useEvaluationSignOut();
  return (
    <>
      <ReportView report={loadableOf(report)} />
      <div className={styles.signOut}>
        {account.data ? (
          <p className={styles.muted}>
            {t('evaluation.common.signedInAs', { name: account.data.name || account.data.phone, phone: account.data.phone })}
          </p>
        ) : null}
        <Button variant="ghost" size="sm" loading={signingOut} onClick={() => void signOut()}>
          {t('evaluation.common.signOut')}
        </Button>
      </div>
    </>
  );
}
