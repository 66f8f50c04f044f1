import { useSearchParams } from 'react-router';
import * as webLearningManagement from '@contract/api/calls/web/learningManagement';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { detailViewOf } from '@/features/studymag/detailViews';
import { LearningDetailView } from './LearningDetailView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/** /studymag/detail/learning?reportId=&view=: the lessons of a report's week (or all), as a list or a summary. */
export default function LearningDetailPage() {
  const [params, setParams] = useSearchParams();
  const reportId = positiveIntParam(params.get('reportId'));
  const view = detailViewOf(params.get('view'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const detail = useApiQuery(webLearningManagement.learningDetail, reportId ? { reportId } : {}, { scope: rsNo });
  return (
    <LearningDetailView
      detail={loadableOf(detail)}
      view={view}
      onView={(next) => {
        const query = new URLSearchParams(params);
        if (next === 'list') query.delete('view');
        else query.set('view', next);
        setParams(query);
      }}
    />
  );
}
