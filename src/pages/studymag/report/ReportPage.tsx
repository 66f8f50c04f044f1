import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as webLearningManagement from '@contract/api/calls/web/learningManagement';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { ReportView } from './ReportView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/** /studymag/report?reportId=: the latest study report, or an earlier one picked from the list. */
export default function ReportPage() {
  const [params, setParams] = useSearchParams();
  const reportId = positiveIntParam(params.get('reportId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const home = useApiQuery(webLearningManagement.learningHome, reportId ? { reportId } : {}, {
    scope: rsNo,
    placeholderData: keepPreviousData,
  });
  return <ReportView home={loadableOf(home)} onReport={(id) => setParams({ reportId: String(id) })} />;
}
