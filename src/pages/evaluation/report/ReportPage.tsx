import '@/features/evaluation/texts';
import { useSearchParams } from 'react-router';
import * as evaluationReports from '@contract/api/calls/evaluation/reports';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { ReportView } from './ReportView';

/** /e/report: the latest report (or ?reportId=) with mastery, weak points, comparison and history. */
export default function ReportPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('reportId'));
  const reportId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const report = useApiQuery(evaluationReports.reportDetail, reportId ? { reportId } : {});
  return <ReportView report={loadableOf(report)} />;
}
