import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as webLearningManagement from '@contract/api/calls/web/learningManagement';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { ReportView } from './ReportView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/**
 * /personal/child-report?reportId=: a bound parent reads the child's weekly report from its notification, and the
 * child's earlier reports from the picker. The server answers only a parent the child bound.
 */
export default function ChildReportPage() {
  const [params, setParams] = useSearchParams();
  // The route lets only a positive id through.
  const reportId = positiveIntParam(params.get('reportId')) ?? 0;
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const report = useApiQuery(webLearningManagement.childReport, { reportId }, { scope: rsNo, placeholderData: keepPreviousData });
  return (
    <ReportView
      home={loadableOf(report)}
      child={report.data?.student.name ?? ''}
      onReport={(id) => setParams({ reportId: String(id) })}
    />
  );
}
