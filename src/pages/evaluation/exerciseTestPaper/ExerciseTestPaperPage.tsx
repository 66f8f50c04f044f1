import '@/features/evaluation/texts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as evaluationPapers from '@contract/api/calls/evaluation/papers';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { PaperListView } from './PaperListView';
import { SittingRunner } from './SittingRunner';

/**
 * The evaluation answers a handed-in sitting makes out of date (paper list, reports, recommendations).
 * Never sitting/start itself: calling it again opens the next attempt with its clock already running,
 * which only the student may ask for (再测一次 / 开始测评).
 */
function isOutdatedBySubmit(query: Pick<Query, 'queryKey'>): boolean {
  const path = String(query.queryKey[0]);
  return path.startsWith('/api/e/') && path !== evaluationPapers.startSitting.path;
}

/** /e/exercise-test-paper: the papers to choose from, or, with ?paperId=, the sitting of that paper. */
export default function ExerciseTestPaperPage() {
  const [params] = useSearchParams();
  const paperId = Number(params.get('paperId'));
  const valid = Number.isInteger(paperId) && paperId > 0;
  const queryClient = useQueryClient();
  const papers = useApiQuery(evaluationPapers.paperList, {}, { enabled: !valid });
  // Every visit opens (or resumes) the sitting afresh: a cached sitting could be one already handed in.
  // Nothing else runs the call again (no refetch on focus, reconnect or invalidation): a repeated start
  // after the sitting is handed in or timed out would open a new attempt whose clock runs unseen.
  const sitting = useApiQuery(
    evaluationPapers.startSitting,
    { paperId: valid ? paperId : 1 },
    {
      enabled: valid,
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  if (!valid) return <PaperListView papers={loadableOf(papers)} />;
  return (
    <SittingRunner
      sitting={loadableOf(sitting)}
      missing={sitting.isError}
      onSubmitted={() => void queryClient.invalidateQueries({ predicate: isOutdatedBySubmit })}
    />
  );
}
